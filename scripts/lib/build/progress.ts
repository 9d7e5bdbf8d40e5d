// Progress of a long render: on a terminal one line rewritten in place (pages done / total,
// elapsed, estimate); elsewhere (CI logs) nothing until the build's one summary line.
export interface Progress {
  tick(): void;
  /** Clears the live line, if any. */
  stop(): void;
}

/** Redrawing more often costs time and reads no better. */
const redrawMs = 250;

export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s`;
}

export function progressLine(done: number, total: number, elapsedMs: number): string {
  const percent = total === 0 ? 100 : Math.floor((done * 100) / total);
  const elapsed = formatDuration(elapsedMs / 1000);
  const estimate =
    done === 0 ? '' : `, about ${formatDuration(((total - done) * elapsedMs) / done / 1000)} left`;
  return `Rendering pages: ${done}/${total} (${percent}%), ${elapsed} elapsed${estimate}`;
}

export function progress(
  total: number,
  stream: NodeJS.WriteStream = process.stdout,
  now: () => number = () => performance.now(),
): Progress {
  const live = Boolean(stream.isTTY);
  const started = now();
  let done = 0;
  let drawn = -Infinity;
  return {
    tick() {
      done += 1;
      if (!live || (now() - drawn < redrawMs && done < total)) return;
      drawn = now();
      stream.write(`\r\x1b[K${progressLine(done, total, drawn - started)}`);
    },
    stop() {
      if (live && drawn > -Infinity) stream.write('\r\x1b[K');
    },
  };
}
