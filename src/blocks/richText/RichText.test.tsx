import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { BlockProps } from '../../content/types.generated';
import { createEmotionCache } from '../../theme/emotionCache';
import RichText from './RichText';

const parts = [
  { heading: 'Quién es responsable de tus datos', paragraphs: ['Austral Software.'] },
  { heading: 'Qué datos recopilamos', bullets: ['Nombre', 'Correo'] },
];

/** The headings of the rendered block, in order, as "h2 Texto". */
function headings(fields: Partial<BlockProps<'richText'>>): string[] {
  const props = { type: 'richText', background: 'default', spacing: 'md', parts, ...fields };
  const html = renderToString(
    <CacheProvider value={createEmotionCache()}>
      <RichText {...(props as BlockProps<'richText'>)} />
    </CacheProvider>,
  );
  return [...html.matchAll(/<(h\d)[^>]*>(.*?)<\/h\d>/g)].map(([, tag, text]) => `${tag} ${text}`);
}

describe('RichText', () => {
  it('puts the parts right under the page h1 when the block has no title (no skipped level)', () => {
    expect(headings({})).toEqual([
      'h2 Quién es responsable de tus datos',
      'h2 Qué datos recopilamos',
    ]);
  });

  it('puts the parts one level under the block title', () => {
    expect(headings({ title: 'Política de privacidad' })).toEqual([
      'h2 Política de privacidad',
      'h3 Quién es responsable de tus datos',
      'h3 Qué datos recopilamos',
    ]);
  });
});
