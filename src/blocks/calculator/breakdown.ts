// The lines under the total: what each choice adds, in the order the visitor reads the form.
// Amounts are whole pesos with Chilean separators; the total itself keeps the spec's
// "11.6M CLP" display.
import type { BlockProps } from '../../content/types.generated';
import { fillPlaceholders } from '../../content/expand';
import { estimateClp, formatClp, formatDelta, type CalculatorState } from './estimate';

type Config = BlockProps<'calculator'>;

export interface BreakdownLine {
  key: string;
  label: string;
  amount: string;
  /** The names a grouped line adds up, in small type under its label. */
  detail?: string;
}

/** What a platform adds to a complexity's base price (0 for a multiplier of 1). */
export function platformSurcharge(
  config: Config,
  complexityId: string,
  platformId: string,
): number {
  const base = config.complexities.find((choice) => choice.id === complexityId)?.price ?? 0;
  const multiplier = config.platforms.find((choice) => choice.id === platformId)?.multiplier ?? 1;
  return Math.round(base * multiplier) - base;
}

/** The price effect shown beside a platform: "+ $3.600.000" or the "no surcharge" label. */
export function platformDetail(config: Config, complexityId: string, platformId: string): string {
  const surcharge = platformSurcharge(config, complexityId, platformId);
  return surcharge > 0 ? formatDelta(surcharge) : config.labels.noSurcharge;
}

export function breakdownLines(config: Config, state: CalculatorState): BreakdownLine[] {
  const { labels } = config;
  const complexity = config.complexities.find((choice) => choice.id === state.complexity);
  const platform = config.platforms.find((choice) => choice.id === state.platform);
  const lines: BreakdownLine[] = [];
  if (complexity)
    lines.push({
      key: 'complexity',
      label: `${labels.complexity}: ${complexity.label}`,
      amount: formatClp(complexity.price),
    });
  if (platform)
    lines.push({
      key: 'platform',
      label: `${labels.platform}: ${platform.label}`,
      amount: platformDetail(config, state.complexity, state.platform),
    });
  if (state.backend)
    lines.push({
      key: 'backend',
      label: config.backend.label,
      amount: formatDelta(config.backend.price),
    });
  const extras = config.extras.filter((extra) => state.extras.includes(extra.id));
  // Two or more extras read as one line with their names under it: a line each made the card
  // taller than a 1280 × 800 screen with every extra chosen (design review 17). Dots between
  // the names: "Mapas y geolocalización" holds a "y" of its own, so a sentence's "a, b y c"
  // read ambiguously, capitals mid-sentence too (review 22).
  if (extras.length > 1)
    lines.push({
      key: 'extras',
      label: `${labels.summaryExtras} (${extras.length})`,
      amount: formatDelta(extras.reduce((sum, extra) => sum + extra.price, 0)),
      detail: extras.map((extra) => extra.label).join(' · '),
    });
  else
    for (const extra of extras)
      lines.push({ key: extra.id, label: extra.label, amount: formatDelta(extra.price) });
  return lines;
}

/** The exact total in pesos, for the last line of the breakdown. */
export const exactTotal = (config: Config, state: CalculatorState) =>
  formatClp(estimateClp(config, state));

/** The note for an app past its level's typical top (the price table's range), if any. The table
 *  prices the app alone: measured with the backend, the default medium app sat at the top of its
 *  range and a basic one on both platforms past it, and the table read as bait (review 76B). */
export function aboveRange(config: Config, state: CalculatorState, total: number) {
  return rangeNote(config, state, total, 'above');
}

/** The note for a total past its level's top only because of the backend: the app alone is in
 *  the table's range. A basic app on both platforms with its backend came to 6.8M under a
 *  headline of $3M-$5M, and the page read as contradicting itself (review 87A). */
export function withinRange(config: Config, state: CalculatorState, total: number) {
  return rangeNote(config, state, total, 'within');
}

function rangeNote(
  config: Config,
  state: CalculatorState,
  total: number,
  side: 'above' | 'within',
) {
  const complexity = config.complexities.find((choice) => choice.id === state.complexity);
  const max = complexity?.typicalMax;
  if (complexity === undefined || max === undefined) return undefined;
  const app = total - (state.backend ? config.backend.price : 0);
  const applies = side === 'above' ? app > max : app <= max && total > max;
  if (!applies) return undefined;
  return fillPlaceholders(side === 'above' ? config.labels.aboveRange : config.labels.withinRange, {
    app: formatClp(app),
    complexity: complexity.label,
    max: formatClp(max),
  });
}

/** Chosen extras that cannot work without the backend the visitor unticked, and the three
 *  places that say so: the note under the chips, the card under the total, the quote carried to
 *  the contact form. Said, not enforced: the visitor may have a backend already. */
export function missingBackend(config: Config, state: CalculatorState) {
  const unmet = state.backend
    ? []
    : config.extras.filter(
        ({ id }) => config.backend.requiredBy?.includes(id) && state.extras.includes(id),
      );
  if (unmet.length === 0) return { unmet };
  const extras = unmet.map(({ label }) => label).join(', ');
  return {
    unmet,
    chipsNote: fillPlaceholders(config.labels.needsBackend, { extras }),
    totalNote: config.labels.needsBackendTotal,
    handoffWarning: fillPlaceholders(config.labels.needsBackendHandoff, { extras }),
  };
}
