import { describe, expect, it } from 'vitest';
import type { BlockProps } from '../../content/types.generated';
import { renderHtml, sectionOf, visibleText } from '../../../tests/unit/renderBlock';
import Cards from './Cards';

const section = (fields: object) =>
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

const renderText = (props: BlockProps<'cards'>) => visibleText(renderHtml(<Cards {...props} />));

describe('Cards', () => {
  it('introduces the audience with "Para:" unless the JSON says otherwise', () => {
    expect(section({}).audienceLabel).toBe('Para:');
    expect(renderText(section({}))).toContain('Para: Empresas con una idea nueva.');
    const reworded = renderText(section({ audienceLabel: 'Ideal para:' }));
    expect(reworded).toContain('Ideal para: Empresas con una idea nueva.');
    expect(reworded).not.toContain('Para:');
  });
});
