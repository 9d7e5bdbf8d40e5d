// The cards section the block's tests start from: one card, with an audience.
import { sectionOf } from '../../../tests/unit/renderBlock';

export const section = (fields: object) =>
  sectionOf('cards', {
    title: 'Servicios',
    items: [
      {
        title: 'Discovery',
        description: 'Validamos la idea antes de construir.',
        audience: 'Empresas con una idea nueva.',
      },
    ],
    ...fields,
  });
