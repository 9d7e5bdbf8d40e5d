import styled from '@emotion/styled';
import { useId } from 'react';
import { Modal } from '../../ui/Modal';
import { secondaryButton } from '../../ui/buttonStyles';
import { breakpoint, color, space } from '../../theme/tokens';
import type { Project } from './ProjectCard';
import { TechTags } from './TechTags';
import { eyebrowText } from '../../ui/surfaces';

const Content = styled.div`
  display: grid;
  gap: ${space.sm};
  padding: ${space.lg};
  ${breakpoint.mobile} {
    padding: ${space.md};
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: 12px;
  }
  h3 {
    margin-top: ${space.xs};
    font-size: 1.1rem;
  }
`;

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: start;
  gap: ${space.sm};
`;

const Close = styled.button`
  ${secondaryButton}
`;

const Category = styled.p`
  ${eyebrowText}
  color: ${color.textMuted};
`;

const Results = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${space.xs};
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  li {
    padding: ${space.sm};
    border: 1px solid ${color.border};
    border-radius: 12px;
  }
  strong {
    display: block;
    font-size: 1.5rem;
  }
  span {
    color: ${color.textMuted};
    font-size: 0.9rem;
  }
`;

interface ProjectDialogProps {
  project: Project | undefined;
  onClose: () => void;
}

export function ProjectDialog({ project, onClose }: ProjectDialogProps) {
  const titleId = useId();
  return (
    <Modal open={project !== undefined} onClose={onClose} labelledBy={titleId}>
      {project && (
        <Content>
          <Top>
            <div>
              <Category>{project.category}</Category>
              <h2 id={titleId}>{project.name}</h2>
            </div>
            <Close type="button" onClick={onClose}>
              Cerrar
            </Close>
          </Top>
          <img src={project.screenshot} alt={project.screenshotAlt} width={1200} height={750} />
          <p>{project.fullDescription}</p>
          <h3>Resultados</h3>
          <Results>
            {project.metrics.map((metric) => (
              <li key={metric.label}>
                <strong>{metric.value}</strong>
                <span>{metric.label}</span>
              </li>
            ))}
          </Results>
          <h3>Tecnologías</h3>
          <TechTags names={project.techStack} />
        </Content>
      )}
    </Modal>
  );
}
