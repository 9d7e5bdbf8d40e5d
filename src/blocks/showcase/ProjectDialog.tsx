// A project in the dialog shell (ui/Modal): its category and name stay in the fixed header
// beside 'Cerrar' while the capture, the story and the results scroll under it.
import { MetricTiles } from '../../ui/MetricTiles';
import styled from '@emotion/styled';
import { useId } from 'react';
import { Modal } from '../../ui/Modal';
import { color, radius, space } from '../../theme/tokens';
import type { Project } from './ProjectCard';
import { TechTags } from './TechTags';
import { eyebrowText } from '../../ui/surfaces';

const Title = styled.div`
  display: grid;
  gap: 0.15rem;
  p {
    ${eyebrowText}
    color: ${color.textMuted};
  }
  h2 {
    font-size: 1.25rem;
  }
`;

const Content = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.md};
  img {
    display: block;
    width: 100%;
    height: auto;
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
  }
  p {
    font-size: 1.05rem;
    line-height: 1.7;
  }
  h3 {
    ${eyebrowText}
    color: ${color.textMuted};
    margin-bottom: ${space.sm};
  }
`;

interface ProjectDialogProps {
  project: Project | undefined;
  open: boolean;
  onClose: () => void;
}

export function ProjectDialog({ project, open, onClose }: ProjectDialogProps) {
  const titleId = useId();
  if (!project) return null;
  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      size="md"
      header={
        <Title>
          <p>{project.category}</p>
          <h2 id={titleId}>{project.name}</h2>
        </Title>
      }
    >
      <Content>
        <img src={project.screenshot} alt={project.screenshotAlt} width={1200} height={750} />
        <p>{project.fullDescription}</p>
        <section aria-labelledby={`${titleId}-results`}>
          <h3 id={`${titleId}-results`}>Resultados</h3>
          <MetricTiles metrics={project.metrics} />
        </section>
        <section aria-labelledby={`${titleId}-tech`}>
          <h3 id={`${titleId}-tech`}>Tecnologías</h3>
          <TechTags names={project.techStack} />
        </section>
      </Content>
    </Modal>
  );
}
