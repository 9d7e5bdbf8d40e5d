// Case cards with a case dialog. The cards are in the pre-rendered HTML; the block hydrates when
// it scrolls into view. The dialog (and framer-motion with it) is a chunk of its own, fetched
// right after hydration, so the cards become clickable sooner; a card pressed before it arrives
// opens the case as soon as it has.
import styled from '@emotion/styled';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { BlockProps } from '../../content/types.generated';
import { slidingRow, slidingRowProps, type PhoneLayout } from '../../ui/slidingRow';
import { Container } from '../../ui/Container';
import { SectionHeading } from '../../ui/SectionHeading';
import { breakpoint, space } from '../../theme/tokens';
import { CaseCard } from './CaseCard';
import { cardSpan, spansTabletRow } from './caseGrid';
import { deepDiveNote, goToContactForm } from './deepDive';
import { plainList } from '../../ui/surfaces';

const loadDialog = () => import('./CaseDialog');
const CaseDialog = lazy(() => loadDialog().then((module) => ({ default: module.CaseDialog })));

// Six tracks: a third of a row is two, half a row three (caseGrid chooses). On tablets a card
// that fills a row alone lies on its side: picture left, text right.
const Grid = styled.ul<{ $phoneLayout: PhoneLayout }>`
  ${plainList}
  display: grid;
  gap: ${space.md};
  grid-template-columns: repeat(6, minmax(0, 1fr));
  > li {
    grid-column: span 2;
  }
  > [data-span] {
    grid-column: span 3;
    h3 {
      font-size: 1.4rem;
    }
  }
  ${breakpoint.belowDesktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    > li,
    > [data-span] {
      grid-column: auto;
    }
    /* Only a wide row has larger cards: in equal columns every title is the same size. */
    > [data-span] h3 {
      font-size: 1.2rem;
    }
    > [data-tablet-row] {
      grid-column: 1 / -1;
      flex-direction: row;
      > img {
        width: 50%;
        height: auto;
        aspect-ratio: auto;
      }
    }
  }
  ${breakpoint.mobile} {
    grid-template-columns: minmax(0, 1fr);
    > [data-tablet-row] {
      flex-direction: column;
      > img {
        width: 100%;
        aspect-ratio: 16 / 10;
      }
    }
  }
  ${({ $phoneLayout }) => slidingRow($phoneLayout)}
`;

export default function CaseStudies({
  eyebrow,
  title,
  intro,
  cases,
  phoneLayout,
}: BlockProps<'caseStudies'>) {
  // The last case shown stays selected while the dialog animates out.
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [index, setIndex] = useState(0);
  const [section, setSection] = useState(0);
  // On close, focus goes to the card of the case last shown, not the one that opened the dialog
  // ('Siguiente' then Escape left it on the first case: design review 24).
  const grid = useRef<HTMLUListElement>(null);
  const cardOf = (position: number) =>
    grid.current?.querySelectorAll<HTMLElement>('[aria-haspopup="dialog"]')[position];
  const show = (next: number) => {
    setIndex(next);
    setSection(0);
    setOpen(true);
    setOpened(true);
  };
  useEffect(() => {
    void loadDialog();
  }, []);
  return (
    <Container>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      <Grid ref={grid} $phoneLayout={phoneLayout} {...slidingRowProps(phoneLayout, title)}>
        {cases.map((study, position) => (
          <CaseCard
            key={study.id}
            study={study}
            span={cardSpan(position, cases.length)}
            tabletRow={spansTabletRow(position, cases.length)}
            onOpen={() => show(position)}
          />
        ))}
      </Grid>
      {opened && (
        <Suspense fallback={null}>
          <CaseDialog
            cases={cases}
            open={open}
            index={index}
            section={section}
            onCase={show}
            onSection={setSection}
            onClose={() => setOpen(false)}
            cardOf={cardOf}
            onDeepDive={() => {
              setOpen(false);
              const study = cases[index];
              goToContactForm(study && deepDiveNote(study.client, study.headline));
            }}
          />
        </Suspense>
      )}
    </Container>
  );
}
