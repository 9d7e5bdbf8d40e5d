import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadSchemas } from '../../content/validate/schemas';
import type { BlockProps } from '../../content/types.generated';
import { createEmotionCache } from '../../theme/emotionCache';
import Cards from './Cards';

/** A cards section as written in JSON, completed with its schema defaults by validation. */
function section(fields: object): BlockProps<'cards'> {
  const page = {
    $schema: '',
    schemaVersion: 1,
    path: '/ejemplo',
    meta: {
      title: 'Ejemplo de tarjetas',
      description: 'Una descripción de prueba con largo suficiente para la validación.',
    },
    sections: [
      {
        type: 'cards',
        title: 'Servicios',
        items: [
          {
            title: 'Discovery',
            description: 'Validamos la idea antes de construir.',
            audience: 'Empresas con una idea nueva.',
          },
        ],
        ...fields,
      },
    ],
  };
  const validate = loadSchemas().page;
  if (!validate(page)) throw new Error(JSON.stringify(validate.errors));
  return page.sections[0] as unknown as BlockProps<'cards'>;
}

/** The rendered text, tags stripped. */
const renderText = (props: BlockProps<'cards'>) =>
  renderToString(
    <CacheProvider value={createEmotionCache()}>
      <Cards {...props} />
    </CacheProvider>,
  )
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('Cards', () => {
  it('introduces the audience with "Para:" unless the JSON says otherwise', () => {
    expect(section({}).audienceLabel).toBe('Para:');
    expect(renderText(section({}))).toContain('Para: Empresas con una idea nueva.');
    const reworded = renderText(section({ audienceLabel: 'Ideal para:' }));
    expect(reworded).toContain('Ideal para: Empresas con una idea nueva.');
    expect(reworded).not.toContain('Para:');
  });
});
