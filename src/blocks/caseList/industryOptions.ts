// The industry filter's options: the groups the page names, in its order, then one option per
// industry no group covers, those with more cases first. Options without a case are left out, so
// no choice ever empties the list.
import { slug } from '../../lib/slug';

export interface IndustryGroup {
  label: string;
  industries: string[];
}

export interface FilterOption {
  /** The radio's value and the cards' data-group: a slug, unique on the page. */
  key: string;
  label: string;
  /** Positions, in the list, of the cases this option shows. */
  members: number[];
}

/** The value of the option that shows every case. */
export const allKey = 'all';

export function industryOptions(industries: string[], groups: IndustryGroup[]): FilterOption[] {
  const covered = new Set(groups.flatMap((group) => group.industries));
  const casesOf = (industry: string) => industries.filter((name) => name === industry).length;
  // Array sort is stable: industries with as many cases keep the list's order.
  const uncovered = [...new Set(industries.filter((industry) => !covered.has(industry)))].sort(
    (a, b) => casesOf(b) - casesOf(a),
  );
  const candidates = [
    ...groups,
    ...uncovered.map((industry) => ({ label: industry, industries: [industry] })),
  ];
  const used = new Set([allKey]);
  const claimed = new Set<number>();
  const options: FilterOption[] = [];
  for (const { label, industries: names } of candidates) {
    // A case whose industry two groups name belongs to the first one only.
    const members = industries.flatMap((industry, index) =>
      names.includes(industry) && !claimed.has(index) ? [index] : [],
    );
    if (members.length === 0) continue;
    members.forEach((index) => claimed.add(index));
    const base = slug(label, 'grupo');
    let key = base;
    for (let n = 2; used.has(key); n++) key = `${base}-${n}`;
    used.add(key);
    options.push({ key, label, members });
  }
  return options;
}

/** Each case's option key, by position. */
export function groupKeys(count: number, options: FilterOption[]): string[] {
  const keys = Array.from({ length: count }, () => '');
  for (const { key, members } of options) for (const index of members) keys[index] = key;
  return keys;
}
