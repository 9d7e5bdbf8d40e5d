// Segmented controls and toggle chips over real radios and checkboxes (keyboard-operable by
// nature); the estimate recomputes on every change. "Solicitar cotización" writes the
// configuration into the contact form's draft, which the form restores when it opens; so does
// any other link of the page to the contact page, once the estimate has changed.
import { useEffect, useId, useRef, useState } from 'react';
import type { BlockProps } from '../../content/types.generated';
import type { IslandContext } from '../../content/islandContext';
import { saveQuoteHandoff } from '../../leads/quoteHandoff';
import { Container } from '../../ui/Container';
import { SectionHeading } from '../../ui/SectionHeading';
import {
  aboveRange,
  withinRange,
  breakdownLines,
  exactTotal,
  missingBackend,
  platformDetail,
} from './breakdown';
import { Layout } from './Calculator.styles';
import { ChipGroup, SegmentedGroup } from './ChoiceGroups';
import { Groups } from './Choices.styles';
import { EstimatePanel } from './EstimatePanel';
import {
  estimateClp,
  formatClp,
  formatDelta,
  formatMillions,
  formatUsd,
  initialState,
  quoteLine,
  quoteSummary,
  type CalculatorState,
} from './estimate';
import { choiceNames, useAdoptFormChoices } from './formChoices';
import { useRestoreQuoteChoices } from './restoreQuoteChoices';
import { useQuoteOnContactLinks } from './useQuoteOnContactLinks';

type Props = BlockProps<'calculator'> & { context: IslandContext };

/** The backend chip's id: extras' ids are lowercase words, so none can take it. */
const backendChip = '#backend';

export default function Calculator(props: Props) {
  const { title, intro, complexities, platforms, backend, extras, usdRate, labels } = props;
  const [state, setState] = useState<CalculatorState>(() => initialState(props));
  const names = choiceNames(useId());
  const form = useRef<HTMLFormElement>(null);
  // First the saved quote's choices go back into the form, then the state takes the form's.
  useRestoreQuoteChoices(form, names, props.context.storagePrefix, initialState(props));
  useAdoptFormChoices(form, names, setState);
  // Marks the form once React answers it: the loader's flag is set when hydration is only
  // scheduled, so tests wait for this one.
  useEffect(() => form.current?.setAttribute('data-ready', ''), []);

  const total = estimateClp(props, state);
  const update = (change: Partial<CalculatorState>) =>
    setState((current) => ({ ...current, ...change }));
  const toggle = (id: string) =>
    id === backendChip
      ? update({ backend: !state.backend })
      : update({
          extras: state.extras.includes(id)
            ? state.extras.filter((extra) => extra !== id)
            : [...state.extras, id],
        });

  const missing = missingBackend(props, state);

  const saveQuote = () => {
    const section = form.current?.closest('section[id]')?.id;
    saveQuoteHandoff(props.context.storagePrefix, {
      title: labels.handoffTitle,
      total: formatMillions(total),
      line: quoteLine(props, state),
      summary: quoteSummary(props, state),
      // The caveats the card shows go too: without them the form's total read as firm (48B).
      warning:
        [aboveRange(props, state, total), missing.handoffWarning].filter(Boolean).join(' ') ||
        undefined,
      note: labels.handoffNote,
      editLabel: labels.handoffEdit,
      removeLabel: labels.handoffRemove,
      editHref: `${window.location.pathname}${section ? `#${section}` : ''}`,
      submitLabel: props.quoteAction.label,
      choices: state,
    });
  };
  const requestQuote = () => {
    saveQuote();
    window.location.assign(props.quoteAction.href);
  };
  const changed = JSON.stringify(state) !== JSON.stringify(initialState(props));
  useQuoteOnContactLinks(props.quoteAction.href, changed, saveQuote);

  return (
    <Container>
      <SectionHeading title={title} intro={intro} />
      <Layout ref={form} onSubmit={(event) => event.preventDefault()} aria-label={title}>
        <Groups>
          <SegmentedGroup
            legend={labels.complexity}
            name={names.complexity}
            options={complexities.map((choice) => ({
              ...choice,
              detail: `${labels.from} ${formatClp(choice.price)}`,
            }))}
            selected={state.complexity}
            onSelect={(complexity) => update({ complexity })}
            note={props.complexityNote}
          />
          <SegmentedGroup
            legend={labels.platform}
            name={names.platform}
            options={platforms.map((choice) => ({
              ...choice,
              detail: platformDetail(props, state.complexity, choice.id),
            }))}
            selected={state.platform}
            onSelect={(platform) => update({ platform })}
          />
          <ChipGroup
            legend={labels.extras}
            chips={[
              {
                id: backendChip,
                label: backend.label,
                detail: formatDelta(backend.price),
                checked: state.backend,
                name: names.backend,
                wide: true,
              },
              ...extras.map((extra) => ({
                ...extra,
                detail: formatDelta(extra.price),
                checked: state.extras.includes(extra.id),
                name: names.extras,
                flagged: missing.unmet.includes(extra),
              })),
            ]}
            onToggle={toggle}
            status={missing.chipsNote}
          />
        </Groups>
        <EstimatePanel
          labels={labels}
          total={formatMillions(total)}
          usd={formatUsd(total, usdRate)}
          duration={complexities.find(({ id }) => id === state.complexity)?.duration}
          exactTotal={exactTotal(props, state)}
          notes={[
            aboveRange(props, state, total),
            withinRange(props, state, total),
            // The card says it too: the total dropped by the backend's price with nothing
            // said where the visitor reads it (review 41A).
            missing.totalNote,
          ]}
          lines={breakdownLines(props, state)}
          disclaimer={props.disclaimer}
          quoteLabel={props.quoteAction.label}
          onQuote={requestQuote}
        />
      </Layout>
    </Container>
  );
}
