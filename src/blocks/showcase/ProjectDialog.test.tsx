// The project dialog ends on a way forward: the case's own page when the project has one, the
// contact page always (the call to action then takes the primary style).
import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createEmotionCache } from '../../theme/emotionCache';
import type { Project } from './ProjectCard';
import { ProjectDialog } from './ProjectDialog';

const project = (href?: string): Project => ({
  id: 'reservas-sur',
  name: 'Reservas para lodges',
  category: 'Turismo',
  screenshot: '/cases/reservas-sur.svg',
  screenshotAlt: 'Calendario de reservas con las habitaciones libres de la semana',
  description: 'Reservas en línea y pagos para lodges del sur de Chile.',
  fullDescription:
    'Una plataforma de reservas con pagos en línea, calendario compartido entre recepción y limpieza.',
  metrics: [{ value: '+30%', label: 'reservas directas' }],
  techStack: ['React'],
  color: 'yellow',
  ...(href ? { href } : {}),
});

const links = (props: Project) =>
  [
    ...renderToString(
      <CacheProvider value={createEmotionCache()}>
        <ProjectDialog project={props} open onClose={() => {}} />
      </CacheProvider>,
    ).matchAll(/<a href="([^"]+)"[^>]*>([^<]+)</g),
  ].map(([, href, text]) => `${text} → ${href}`);

describe('project dialog', () => {
  it("ends with 'Ver caso completo' to the case's page, then the contact page", () => {
    expect(links(project('/casos-exito/monitoreo-iot-industrial'))).toEqual([
      'Ver caso completo → /casos-exito/monitoreo-iot-industrial',
      'Cotiza un proyecto similar → /contacto',
    ]);
  });

  it('offers only the contact page for a project without a case page', () => {
    expect(links(project())).toEqual(['Cotiza un proyecto similar → /contacto']);
  });
});
