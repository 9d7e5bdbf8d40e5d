// Radios and checkboxes work before React does: a visitor can change them while the island's code
// is still on its way. React 19 hydrates an input keeping its current `checked` and records it as
// the known value, so no change event follows; but the state starts from the props. The estimate
// would then show the defaults, and the next render would put the default's check back (issue 15,
// item 11). So right after hydration, before the first paint, the state adopts what the form holds.
import { useLayoutEffect, type Dispatch, type RefObject, type SetStateAction } from 'react';
import type { CalculatorState } from './estimate';

export interface ChoiceNames {
  complexity: string;
  platform: string;
  backend: string;
  extras: string;
}

/** Input names, unique per island (two calculators on one page keep separate radio groups). */
export const choiceNames = (prefix: string): ChoiceNames => ({
  complexity: `${prefix}complexity`,
  platform: `${prefix}platform`,
  backend: `${prefix}backend`,
  extras: `${prefix}extras`,
});

/** The choices the form's inputs hold now; a radio group with nothing checked keeps `current`. */
export function choicesInForm(form: HTMLFormElement, names: ChoiceNames) {
  const data = new FormData(form);
  const one = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const complexity = one(names.complexity);
  const platform = one(names.platform);
  const backend = data.has(names.backend);
  const extras = data.getAll(names.extras).filter((value) => typeof value === 'string');
  return (current: CalculatorState): CalculatorState => ({
    complexity: complexity ?? current.complexity,
    platform: platform ?? current.platform,
    backend,
    extras,
  });
}

export function sameChoices(a: CalculatorState, b: CalculatorState): boolean {
  return (
    a.complexity === b.complexity &&
    a.platform === b.platform &&
    a.backend === b.backend &&
    a.extras.length === b.extras.length &&
    a.extras.every((extra) => b.extras.includes(extra))
  );
}

/** Once hydrated, takes over any choice the visitor made in the server-rendered form. */
export function useAdoptFormChoices(
  form: RefObject<HTMLFormElement | null>,
  names: ChoiceNames,
  setState: Dispatch<SetStateAction<CalculatorState>>,
): void {
  const { complexity, platform, backend, extras } = names;
  useLayoutEffect(() => {
    if (!form.current) return;
    const onPage = choicesInForm(form.current, { complexity, platform, backend, extras });
    setState((current) => {
      const next = onPage(current);
      return sameChoices(current, next) ? current : next;
    });
  }, [form, setState, complexity, platform, backend, extras]);
}
