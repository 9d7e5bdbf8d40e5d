// One project for the showcase's tests: the card's and the dialog's.
import type { Project } from './ProjectCard';

export const sampleProject = (fields: Partial<Project> = {}): Project => ({
  id: 'reservas-sur',
  name: 'Reservas para lodges',
  category: 'Turismo',
  screenshot: '/cases/reservas-sur.svg',
  screenshotAlt: 'Calendario de reservas con las habitaciones libres de la semana',
  description: 'Reservas en línea y pagos para lodges del sur de Chile.',
  fullDescription:
    'Una plataforma de reservas con pagos en línea, calendario compartido entre recepción y limpieza, y avisos automáticos a cada huésped.',
  metrics: [
    { value: '+30%', label: 'reservas directas' },
    { value: '-40%', label: 'llamadas a recepción' },
    { value: '4,8', label: 'nota en tiendas' },
  ],
  techStack: ['React', 'Node.js', 'PostgreSQL', 'AWS', 'Stripe', 'Twilio'],
  color: 'yellow',
  ...fields,
});
