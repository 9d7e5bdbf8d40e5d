// The app cost estimate (SPEC §9): base price of the complexity × the platform multiplier, plus
// the backend if included, plus each chosen extra. Prices come from the page's JSON.
import type { BlockProps } from '../../content/types.generated';

type Config = Pick<
  BlockProps<'calculator'>,
  'complexities' | 'platforms' | 'backend' | 'extras' | 'usdRate'
>;

export interface CalculatorState {
  complexity: string;
  platform: string;
  backend: boolean;
  extras: string[];
}

export function initialState(config: BlockProps<'calculator'>): CalculatorState {
  return {
    complexity: config.defaultComplexity,
    platform: config.defaultPlatform,
    backend: config.backend.included,
    extras: [],
  };
}

export function estimateClp(config: Config, state: CalculatorState): number {
  const base = config.complexities.find((choice) => choice.id === state.complexity)?.price ?? 0;
  const multiplier =
    config.platforms.find((choice) => choice.id === state.platform)?.multiplier ?? 1;
  const extras = config.extras
    .filter((extra) => state.extras.includes(extra.id))
    .reduce((sum, extra) => sum + extra.price, 0);
  return Math.round(base * multiplier) + (state.backend ? config.backend.price : 0) + extras;
}

/** "11.6M CLP": millions with one decimal. */
export function formatMillions(clp: number): string {
  return `${(clp / 1_000_000).toFixed(1)}M CLP`;
}

/** "12.889": a whole number with Chilean thousands separators. Written out rather than with
 * Intl, so the server's ICU and the visitor's browser can never disagree during hydration. */
export function thousands(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** "$6.000.000". */
export function formatClp(clp: number): string {
  return `$${thousands(clp)}`;
}

/** "+ $500.000": what an option adds; the no-break space keeps the sign with its amount. */
export function formatDelta(clp: number): string {
  return `+\u00a0${formatClp(clp)}`;
}

/** "USD 12.889": the total divided by the rate, rounded, with Chilean thousands separators. */
export function formatUsd(clp: number, usdRate: number): string {
  return `USD ${thousands(clp / usdRate)}`;
}

/** What the contact form's comentario receives when the visitor asks for a quote; its words come
 * from the block's labels. */
export function quoteSummary(config: BlockProps<'calculator'>, state: CalculatorState): string {
  const { labels } = config;
  const label = (list: { id: string; label: string }[], id: string) =>
    list.find((item) => item.id === id)?.label ?? id;
  const extras = state.extras.map((id) => label(config.extras, id));
  const total = estimateClp(config, state);
  const duration = config.complexities.find(({ id }) => id === state.complexity)?.duration;
  return [
    labels.summaryIntro,
    `- ${labels.complexity}: ${label(config.complexities, state.complexity)}`,
    `- ${labels.platform}: ${label(config.platforms, state.platform)}`,
    `- ${config.backend.label}: ${state.backend ? labels.summaryYes : labels.summaryNo}`,
    `- ${labels.summaryExtras}: ${extras.length > 0 ? extras.join(', ') : labels.summaryNone}`,
    `${labels.summaryEstimate}: ${formatMillions(total)} (≈ ${formatUsd(total, config.usdRate)})`,
    // The time to build goes with the price (review 36A: the estimate came without it).
    ...(duration ? [`${labels.duration}: ${duration}`] : []),
  ].join('\n');
}

/** The quote in one line, as the contact form restates it: "17.5M CLP · Compleja · iOS y
 * Android · 8-12 meses". The extras and the backend are in the comment's summary. */
export function quoteLine(config: BlockProps<'calculator'>, state: CalculatorState): string {
  const complexity = config.complexities.find(({ id }) => id === state.complexity);
  const platform = config.platforms.find(({ id }) => id === state.platform);
  return [
    formatMillions(estimateClp(config, state)),
    complexity?.label,
    platform?.label,
    complexity?.duration,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The comment with a quote in it. What the visitor wrote stays, the quote after it; a quote
 * written before (its first line, its "- " lines and the two after them) gives way to the new
 * one. Replacing the whole comment lost what a visitor had started on /contacto (review 36A). */
export function commentWithQuote(
  comment: string | undefined,
  summary: string,
  labels: Pick<BlockProps<'calculator'>['labels'], 'summaryIntro' | 'summaryEstimate' | 'duration'>,
): string {
  const lines = (comment ?? '').split('\n');
  const start = lines.indexOf(labels.summaryIntro);
  if (start >= 0) {
    const ofQuote = (line: string) =>
      line.startsWith('- ') ||
      line.startsWith(`${labels.summaryEstimate}: `) ||
      line.startsWith(`${labels.duration}: `);
    let end = start + 1;
    while (end < lines.length && ofQuote(lines[end]!)) end += 1;
    lines.splice(start, end - start);
  }
  const own = lines.join('\n').trim();
  return own ? `${own}\n\n${summary}` : summary;
}
