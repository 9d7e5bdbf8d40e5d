// Project grid with a details dialog. Rendered to HTML like any block; it hydrates when it scrolls
// into view so 'Ver detalles' can open the dialog. The dialog (and framer-motion with it) is a
// chunk of its own, fetched right after hydration; a press before it arrives opens it then.
import styled from '@emotion/styled';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { BlockProps } from '../../content/types.generated';
import { Container } from '../../ui/Container';
import { SectionHeading } from '../../ui/SectionHeading';
import { breakpoint, space } from '../../theme/tokens';
import { slidingRow, slidingRowProps, type PhoneLayout } from '../../ui/slidingRow';
import { ProjectCard } from './ProjectCard';
import { plainList } from '../../ui/surfaces';

const loadDialog = () => import('./ProjectDialog');
const ProjectDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.ProjectDialog })),
);

const Grid = styled.ul<{ $phoneLayout: PhoneLayout }>`
  ${plainList}
  display: grid;
  gap: ${space.md};
  grid-template-columns: repeat(3, minmax(0, 1fr));
  ${breakpoint.belowDesktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    /* An odd last card would sit alone beside an empty column: it takes the row, on its side. */
    > li:last-child:nth-of-type(odd) {
      grid-column: 1 / -1;
      flex-direction: row;
      > :first-child {
        flex: 0 0 50%;
        aspect-ratio: auto;
      }
    }
  }
  ${breakpoint.mobile} {
    grid-template-columns: minmax(0, 1fr);
    > li:last-child:nth-of-type(odd) {
      flex-direction: column;
      /* Undo the tablet's half-width picture: as a column's flex-basis, 50% would set its height
         from the card's and clip the card's end. */
      > :first-child {
        flex: none;
        aspect-ratio: 16 / 10;
      }
    }
  }
  ${({ $phoneLayout }) => slidingRow($phoneLayout)}
`;

export default function Showcase({
  eyebrow,
  title,
  intro,
  projects,
  phoneLayout,
}: BlockProps<'showcase'>) {
  // The last project shown stays selected while the dialog animates out.
  const [openId, setOpenId] = useState<string>();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    void loadDialog();
  }, []);
  return (
    <Container>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      <Grid $phoneLayout={phoneLayout} {...slidingRowProps(phoneLayout, title)}>
        {projects.map((project) => (
          <ProjectCard
            key={project.id}
            project={project}
            onOpen={() => {
              setOpenId(project.id);
              setOpen(true);
            }}
          />
        ))}
      </Grid>
      {openId !== undefined && (
        <Suspense fallback={null}>
          <ProjectDialog
            project={projects.find((project) => project.id === openId)}
            open={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </Container>
  );
}
