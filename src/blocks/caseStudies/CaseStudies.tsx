// Case cards with a case dialog. The cards are in the pre-rendered HTML; the block hydrates when
// it scrolls into view.
import styled from '@emotion/styled';
import { useState } from 'react';
import type { BlockProps } from '../../content/types.generated';
import { Container } from '../../ui/Container';
import { SectionHeading } from '../../ui/SectionHeading';
import { breakpoint } from '../../theme/tokens';
import { CaseCard } from './CaseCard';
import { CaseDialog } from './CaseDialog';
import { goToContactForm } from './deepDive';
import { autoGrid, plainList } from '../../ui/surfaces';

const Grid = styled.ul`
  ${plainList}
  ${autoGrid('300px')}
  ${breakpoint.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export default function CaseStudies({ eyebrow, title, intro, cases }: BlockProps<'caseStudies'>) {
  const [open, setOpen] = useState<number>();
  const [section, setSection] = useState(0);
  const show = (index: number) => {
    setOpen(index);
    setSection(0);
  };
  return (
    <Container>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      <Grid>
        {cases.map((study, index) => (
          <CaseCard key={study.id} study={study} onOpen={() => show(index)} />
        ))}
      </Grid>
      <CaseDialog
        cases={cases}
        index={open}
        section={section}
        onCase={show}
        onSection={setSection}
        onClose={() => setOpen(undefined)}
        onDeepDive={() => {
          setOpen(undefined);
          goToContactForm();
        }}
      />
    </Container>
  );
}
