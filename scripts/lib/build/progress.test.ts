import { describe, expect, it } from 'vitest';
import { formatDuration, progress, progressLine } from './progress';

function fakeStream(isTTY: boolean) {
  const written: string[] = [];
  const stream = { isTTY, write: (text: string) => written.push(text) > 0 };
  return { stream: stream as unknown as NodeJS.WriteStream, written };
}

describe('build progress', () => {
  it('says pages done of total, elapsed time and an estimate from the pace so far', () => {
    expect(progressLine(250, 1000, 30_000)).toBe(
      'Rendering pages: 250/1000 (25%), 30 s elapsed, about 1 min 30 s left',
    );
    expect(progressLine(0, 10, 0)).toBe('Rendering pages: 0/10 (0%), 0 s elapsed');
    expect(formatDuration(3725)).toBe('62 min 05 s');
  });

  it('redraws one line on a terminal, at most four times a second, and always the last page', () => {
    let clock = 0;
    const { stream, written } = fakeStream(true);
    const shown = progress(3, stream, () => clock);
    shown.tick();
    clock = 100;
    shown.tick();
    clock = 150;
    shown.tick();
    shown.stop();
    expect(written).toEqual([
      '\r\x1b[KRendering pages: 1/3 (33%), 0 s elapsed, about 0 s left',
      '\r\x1b[KRendering pages: 3/3 (100%), 0 s elapsed, about 0 s left',
      '\r\x1b[K',
    ]);
  });

  it('prints nothing in a log (CI): the build ends with one summary line instead', () => {
    const { stream, written } = fakeStream(false);
    const shown = progress(2, stream);
    shown.tick();
    shown.tick();
    shown.stop();
    expect(written).toEqual([]);
  });
});
