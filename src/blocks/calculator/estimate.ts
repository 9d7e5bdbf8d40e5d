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

/** Before the amount in dollars, a conversion at a fixed rate. In words: the '≈' sign is not in
 * the web font, and the system-font lookup for it was a fifth of the page's first layout. */
export const approximately = 'aprox.';

/** What the contact form sends after the visitor's comment when they ask for a quote; its words
 * come from the block's labels. */
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
    `${labels.summaryEstimate}: ${formatMillions(total)} (${approximately} ${formatUsd(total, config.usdRate)})`,
    // The time to build goes with the price (review 36A: the estimate came without it).
    ...(duration ? [`${labels.duration}: ${duration}`] : []),
  ].join('\n');
}

/** The quote's choices in one line, as the contact form restates them after its total: "Compleja ·
 * iOS y Android · Backend y panel de administración · Pagos en línea · 8-12 meses". Every choice
 * is in it: the extras behind a disclosure went unseen (review 42B). */
export function quoteLine(config: BlockProps<'calculator'>, state: CalculatorState): string {
  const complexity = config.complexities.find(({ id }) => id === state.complexity);
  const platform = config.platforms.find(({ id }) => id === state.platform);
  const extras = config.extras.filter(({ id }) => state.extras.includes(id));
  return [
    complexity?.label,
    platform?.label,
    // Only what was chosen: "Backend…: no" read as one more feature (review 47B); a backend
    // that chosen extras need is the line's warning.
    state.backend && config.backend.label,
    ...extras.map(({ label }) => label),
    complexity?.duration,
  ]
    .filter(Boolean)
    .join(' · ');
}
