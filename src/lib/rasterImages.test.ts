import { describe, expect, it } from 'vitest';
import { isRasterized, rasterSrcSet } from './rasterImages';

describe('rasterSrcSet', () => {
  it('offers the drawn widths of a drawing in an illustration folder', () => {
    expect(rasterSrcSet('/cases/c3d.svg')).toBe(
      '/cases/c3d-800w.webp 800w, /cases/c3d-1600w.webp 1600w',
    );
    expect(isRasterized('/cases/gallery/c3d-1.svg')).toBe(true);
    expect(isRasterized('/team/camila-rojas.svg')).toBe(true);
  });

  it('leaves alone what the build does not draw', () => {
    for (const src of [
      '/team/camila-rojas-animado.svg', // it moves
      '/logos/c3d.svg', // another company's wordmark
      '/cases/c3d.png',
      'https://example.com/cases/c3d.svg',
      '/cases/nested/deeper/c3d.svg',
    ])
      expect(rasterSrcSet(src), src).toBeUndefined();
  });
});
