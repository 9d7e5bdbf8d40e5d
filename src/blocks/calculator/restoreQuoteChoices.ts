// 'Cambiar' on the contact form leads back to the calculator: the choices of the quote handed over
// come back, so the visitor changes that quote instead of starting again (review 38A: it landed on
// the defaults while /contacto still showed 26.2M). They go into the form's inputs, before the
// state adopts what the form holds (useAdoptFormChoices, run after this), so one path sets the
// state. A choice made before the island woke wins over the saved quote.
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { readQuoteHandoff } from '../../leads/quoteHandoff';
import type { CalculatorState } from './estimate';
import { choicesInForm, sameChoices, type ChoiceNames } from './formChoices';

export function useRestoreQuoteChoices(
  formRef: RefObject<HTMLFormElement | null>,
  names: ChoiceNames,
  storagePrefix: string,
  initial: CalculatorState,
): void {
  const { complexity, platform, backend, extras } = names;
  // The block's defaults, fixed for the island's life: the restore runs once, on its first layout.
  const defaults = useRef(initial);
  useLayoutEffect(() => {
    const form = formRef.current;
    const saved = readQuoteHandoff(storagePrefix)?.choices;
    if (!form || !saved) return;
    const start = defaults.current;
    const inForm = choicesInForm(form, { complexity, platform, backend, extras })(start);
    if (!sameChoices(inForm, start)) return;
    const checkedFor: Record<string, (value: string) => boolean> = {
      [complexity]: (value) => value === saved.complexity,
      [platform]: (value) => value === saved.platform,
      [backend]: () => saved.backend,
      [extras]: (value) => saved.extras.includes(value),
    };
    for (const input of form.querySelectorAll('input')) {
      const checked = checkedFor[input.name];
      if (checked) input.checked = checked(input.value);
    }
  }, [formRef, storagePrefix, complexity, platform, backend, extras]);
}
