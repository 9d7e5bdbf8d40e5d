// One case at a time in the dialog shell (ui/Modal). ←/→ switch the detail tab and ↑/↓ the case,
// both wrapping; Escape, 'Seguir explorando', the close button and the backdrop close it.
import { KeepRanges } from '../../ui/KeepRanges';
import { ArrowRight, Check } from 'lucide-react';
import { useId, type KeyboardEvent } from 'react';
import { Modal } from '../../ui/Modal';
import { DialogSwap } from '../../ui/DialogSwap';
import { MetricTiles } from '../../ui/MetricTiles';
import { Logo } from '../../ui/Logo';
import { LogoPlate } from '../../ui/LogoPlate';
import { TechBadge, TechBadgeList } from '../../ui/TechBadge';
import { CaseScreen, clientLine, type CaseStudy } from './CaseCard';
import { CaseStepper } from './CaseStepper';
import { DetailTabs } from './DetailTabs';
import { ScreenZoom, ZoomTrigger } from '../../ui/ScreenZoom';
import {
  Actions,
  Brand,
  Checks,
  Content,
  Facts,
  Intro,
  Lead,
  Split,
  Screen,
  TechList,
} from './caseDialogStyles';

export const wrap = (index: number, total: number) => ((index % total) + total) % total;

interface CaseDialogProps {
  cases: CaseStudy[];
  open: boolean;
  index: number;
  section: number;
  onCase: (index: number) => void;
  onSection: (index: number) => void;
  onClose: () => void;
  onDeepDive: () => void;
  /** The card of the case shown, which takes focus back on close. */
  cardOf?: (index: number) => HTMLElement | null | undefined;
}

export function CaseDialog({
  cases,
  open,
  index,
  section,
  onCase,
  onSection,
  onClose,
  onDeepDive,
  cardOf,
}: CaseDialogProps) {
  const titleId = useId();
  const zoomId = useId();
  const study = cases[index];
  if (!study) return null;
  const tabs = study.detailSections.length;
  const previous = () => onCase(wrap(index - 1, cases.length));
  const next = () => onCase(wrap(index + 1, cases.length));
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, () => void> = {
      ArrowLeft: () => onSection(wrap(section - 1, tabs)),
      ArrowRight: () => onSection(wrap(section + 1, tabs)),
      ArrowUp: previous,
      ArrowDown: next,
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      size="lg"
      scrollKey={index}
      onKeyDown={onKeyDown}
      returnFocus={cardOf && (() => cardOf(index))}
      header={
        <CaseStepper
          position={index + 1}
          total={cases.length}
          onPrevious={previous}
          onNext={next}
        />
      }
    >
      <DialogSwap order={index}>
        <Content>
          <Intro>
            <Brand>
              {study.logo && (
                <LogoPlate>
                  <Logo src={study.logo} name={study.client} lazy={false} />
                </LogoPlate>
              )}
              <p>{clientLine(study)}</p>
            </Brand>
            <h2 id={titleId}>{study.headline}</h2>
            <Lead>{study.description}</Lead>
            {/* The figures before the screen: under it they came after a scroll at 1440 × 800,
                where the best customer stories lead with their numbers (review 37C). */}
            <MetricTiles metrics={study.metrics} />
          </Intro>
          {/* The case's screen at the sheet's width under the figures, opening full size: after
              the story it came some 1,000 px down (reviews 65C, 66B); beside it, 380 px wide, it
              could not be read (67A, 68A; 35C before). The story's tabs follow it. */}
          <Screen>
            <ZoomTrigger target={zoomId} label={study.imageAlt}>
              <CaseScreen study={study} decorative />
            </ZoomTrigger>
          </Screen>
          <ScreenZoom
            id={zoomId}
            label={study.imageAlt}
            caption={study.headline}
            image={{ src: study.image, srcDark: study.imageDark }}
          />
          <DetailTabs sections={study.detailSections} selected={section} onSelect={onSection} />
          <Split>
            {study.highlights && (
              <section aria-label="Logros destacados">
                <h3>Logros destacados</h3>
                <Checks>
                  {study.highlights.map((highlight) => (
                    <li key={highlight}>
                      <Check size={16} strokeWidth={3} aria-hidden="true" />
                      <KeepRanges text={highlight} />
                    </li>
                  ))}
                </Checks>
              </section>
            )}
            <section aria-label="Tecnologías">
              <h3>Tecnologías</h3>
              <TechList>
                <TechBadgeList>
                  {study.techStack.map((name) => (
                    <TechBadge key={name} name={name} size="sm" variant="outlined" />
                  ))}
                </TechBadgeList>
              </TechList>
            </section>
          </Split>
          {study.quickFacts && study.quickFacts.length > 0 && (
            <Facts>
              {study.quickFacts.map((fact) => (
                <div key={fact.label}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </Facts>
          )}
          <Actions>
            <button type="button" onClick={onDeepDive}>
              Agenda un deep dive
            </button>
            {study.href && (
              <a href={study.href}>
                Ver caso completo
                <ArrowRight size={18} aria-hidden="true" />
              </a>
            )}
            <button type="button" onClick={onClose}>
              Seguir explorando
            </button>
          </Actions>
        </Content>
      </DialogSwap>
    </Modal>
  );
}
