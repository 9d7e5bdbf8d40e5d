// Project grid with a details dialog. Rendered to HTML like any block; it hydrates when it scrolls
// into view so 'Ver detalles' can open the dialog.
import styled from '@emotion/styled';
import { useState } from 'react';
import type { BlockProps } from '../../content/types.generated';
import { Container } from '../../ui/Container';
import { SectionHeading } from '../../ui/SectionHeading';
import { breakpoint, space } from '../../theme/tokens';
import { ProjectCard } from './ProjectCard';
import { ProjectDialog } from './ProjectDialog';
import { plainList } from '../../ui/surfaces';

const Grid = styled.ul`
  ${plainList}
  display: grid;
  gap: ${space.md};
  grid-template-columns: repeat(3, minmax(0, 1fr));
  @media (max-width: 1024px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${breakpoint.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export default function Showcase({ eyebrow, title, intro, projects }: BlockProps<'showcase'>) {
  const [openId, setOpenId] = useState<string>();
  return (
    <Container>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      <Grid>
        {projects.map((project) => (
          <ProjectCard key={project.id} project={project} onOpen={() => setOpenId(project.id)} />
        ))}
      </Grid>
      <ProjectDialog
        project={projects.find((project) => project.id === openId)}
        onClose={() => setOpenId(undefined)}
      />
    </Container>
  );
}
