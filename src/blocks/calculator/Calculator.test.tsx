import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { islandContext } from '../../content/islandContext';
import { readConfigSources } from '../../content/load';
import type { BlockProps } from '../../content/types.generated';
import { validateConfig } from '../../content/validate';
import { createEmotionCache } from '../../theme/emotionCache';
import Calculator from './Calculator';

const { config: site } = validateConfig(readConfigSources());
if (!site) throw new Error('site-config must be valid for these tests');
const block = site.pages
  .find(({ page }) => page.path === '/costo-desarrollo-apps-chile')
  ?.page.sections.find((section) => section.type === 'calculator') as BlockProps<'calculator'>;

/** The calculator's visible text, tags stripped. */
function renderText(props: BlockProps<'calculator'>): string {
  const html = renderToString(
    <CacheProvider value={createEmotionCache()}>
      <Calculator {...props} context={islandContext(site!.site)} />
    </CacheProvider>,
  );
  return html
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;!-- --&gt;|<!-- -->/g, '')
    .replace(/\s+/g, ' ');
}

describe('Calculator', () => {
  it('shows the default labels from the schema and the default estimate', () => {
    const text = renderText(block);
    for (const words of ['Complejidad', 'Plataforma', 'Backend y extras', 'Estimación'])
      expect(text).toContain(words);
    expect(text).toContain('desde $3.000.000');
    expect(text).toContain('11.6M CLP');
    expect(text).toContain('≈ USD 12.889');
  });

  it('takes every visible word from its labels', () => {
    const labels = {
      ...block.labels,
      complexity: 'Tamaño del proyecto',
      platform: 'Sistemas',
      extras: 'Agregados',
      from: 'a partir de',
      estimate: 'Total aproximado',
    };
    // The default disclaimer starts with "Estimación": reword it so only the labels are left.
    const text = renderText({ ...block, labels, disclaimer: 'Valor referencial.' });
    for (const words of ['Tamaño del proyecto', 'Sistemas', 'Agregados', 'Total aproximado'])
      expect(text).toContain(words);
    expect(text).toContain('a partir de $3.000.000');
    for (const words of ['Complejidad', 'Plataforma', 'Backend y extras', 'Estimación', 'desde'])
      expect(text).not.toContain(words);
  });
});
