// Radio groups and checkboxes (keyboard-operable by nature); the estimate recomputes on every
// change. "Solicitar cotización" writes the configuration into the contact form's draft, which
// the form restores when it opens.
import { useId, useState } from 'react';
import type { BlockProps } from '../../content/types.generated';
import type { IslandContext } from '../../content/islandContext';
import { contactDraftKey, readDraft, saveDraft } from '../../leads/draft';
import { Container } from '../../ui/Container';
import { SectionHeading } from '../../ui/SectionHeading';
import { Choices, Layout, Result } from './Calculator.styles';
import {
  estimateClp,
  formatMillions,
  formatUsd,
  initialState,
  quoteSummary,
  type CalculatorState,
} from './estimate';

type Props = BlockProps<'calculator'> & { context: IslandContext };

interface RadioGroupProps {
  legend: string;
  name: string;
  options: { id: string; label: string; detail?: string }[];
  selected: string;
  onSelect: (id: string) => void;
}

function RadioGroup({ legend, name, options, selected, onSelect }: RadioGroupProps) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      <div className="options">
        {options.map((option) => (
          <label key={option.id}>
            <input
              type="radio"
              name={name}
              checked={selected === option.id}
              onChange={() => onSelect(option.id)}
            />
            {option.label} {option.detail && <span className="price">{option.detail}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const clp = (value: number) => `$${value.toLocaleString('es-CL')}`;

export default function Calculator(props: Props) {
  const {
    title,
    intro,
    complexities,
    platforms,
    backend,
    extras,
    usdRate,
    disclaimer,
    quoteAction,
    labels,
    context,
  } = props;
  const [state, setState] = useState<CalculatorState>(() => initialState(props));
  const ids = useId();
  const total = estimateClp(props, state);
  const update = (change: Partial<CalculatorState>) =>
    setState((current) => ({ ...current, ...change }));
  const toggleExtra = (id: string) =>
    update({
      extras: state.extras.includes(id)
        ? state.extras.filter((extra) => extra !== id)
        : [...state.extras, id],
    });

  const requestQuote = () => {
    const key = contactDraftKey(context.storagePrefix);
    saveDraft(key, { ...readDraft(key), comentario: quoteSummary(props, state) });
    window.location.assign(quoteAction.href);
  };

  return (
    <Container>
      <SectionHeading title={title} intro={intro} />
      <Layout onSubmit={(event) => event.preventDefault()} aria-label={title}>
        <Choices>
          <RadioGroup
            legend={labels.complexity}
            name={`${ids}-complexity`}
            options={complexities.map((choice) => ({
              ...choice,
              detail: `${labels.from} ${clp(choice.price)}`,
            }))}
            selected={state.complexity}
            onSelect={(complexity) => update({ complexity })}
          />
          <RadioGroup
            legend={labels.platform}
            name={`${ids}-platform`}
            options={platforms.map((choice) => ({
              ...choice,
              detail: choice.multiplier === 1 ? undefined : `×${choice.multiplier}`,
            }))}
            selected={state.platform}
            onSelect={(platform) => update({ platform })}
          />
          <fieldset>
            <legend>{labels.extras}</legend>
            <div className="options">
              <label>
                <input
                  type="checkbox"
                  checked={state.backend}
                  onChange={() => update({ backend: !state.backend })}
                />
                {backend.label} <span className="price">+{clp(backend.price)}</span>
              </label>
              {extras.map((extra) => (
                <label key={extra.id}>
                  <input
                    type="checkbox"
                    checked={state.extras.includes(extra.id)}
                    onChange={() => toggleExtra(extra.id)}
                  />
                  {extra.label} <span className="price">+{clp(extra.price)}</span>
                </label>
              ))}
            </div>
          </fieldset>
        </Choices>
        <Result>
          <p>{labels.estimate}</p>
          <output aria-live="polite" data-estimate>
            {formatMillions(total)}
          </output>
          <p className="usd" data-estimate-usd>
            ≈ {formatUsd(total, usdRate)}
          </p>
          <p className="disclaimer">{disclaimer}</p>
          <button type="button" onClick={requestQuote}>
            {quoteAction.label}
          </button>
        </Result>
      </Layout>
    </Container>
  );
}
