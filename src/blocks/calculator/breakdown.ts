// The lines under the total: what each choice adds, in the order the visitor reads the form.
// Amounts are whole pesos with Chilean separators; the total itself keeps the spec's
// "11.6M CLP" display.
import type { BlockProps } from '../../content/types.generated';
import { estimateClp, formatClp, formatDelta, type CalculatorState } from './estimate';

type Config = BlockProps<'calculator'>;

export interface BreakdownLine {
  key: string;
  label: string;
  amount: string;
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
  for (const extra of config.extras)
    if (state.extras.includes(extra.id))
      lines.push({ key: extra.id, label: extra.label, amount: formatDelta(extra.price) });
  return lines;
}

/** The exact total in pesos, for the last line of the breakdown. */
export const exactTotal = (config: Config, state: CalculatorState) =>
  formatClp(estimateClp(config, state));
