// The project dialog ends on a way forward: the case's own page when the project has one, the
// contact page always (the call to action then takes the primary style).
import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createEmotionCache } from '../../theme/emotionCache';
import type { Project } from './ProjectCard';
import { ProjectDialog } from './ProjectDialog';
import { sampleProject } from './sampleProject';

const project = (href?: string) => sampleProject(href ? { href } : {});

const html = (props: Project) =>
  renderToString(
    <CacheProvider value={createEmotionCache()}>
      <ProjectDialog project={props} open onClose={() => {}} />
    </CacheProvider>,
  );

const links = (props: Project) =>
  [...html(props).matchAll(/<a href="([^"]+)"[^>]*>([^<]+)</g)].map(
    ([, href, text]) => `${text} → ${href}`,
  );

describe('project dialog', () => {
  it("ends with the contact page, then 'Ver caso completo' to the case's page", () => {
    expect(links(project('/casos-exito/monitoreo-iot-industrial'))).toEqual([
      'Cotiza un proyecto similar → /contacto',
      'Ver caso completo → /casos-exito/monitoreo-iot-industrial',
    ]);
  });

  it('offers only the contact page for a project without a case page', () => {
    expect(links(project())).toEqual(['Cotiza un proyecto similar → /contacto']);
  });

  it('tells the story in the paragraphs its text separates with blank lines', () => {
    const story = sampleProject({
      fullDescription: 'El desafío era grande.\n\nLo resolvimos así.\n \nResultado: 38% menos.',
    });
    const paragraphs = [...html(story).matchAll(/<p>([^<]+)<\/p>/g)].map(([, text]) => text);
    expect(paragraphs.slice(-3)).toEqual([
      'El desafío era grande.',
      'Lo resolvimos así.',
      'Resultado: 38% menos.',
    ]);
  });
});
