// Durable, non-blocking appends to a JSON Lines file. Lines queue while a write is under way;
// each round writes everything queued in one call and fsyncs once (group commit), and only then
// resolves the callers: an acknowledged lead is on disk, and a flood of leads costs a few fsyncs
// a second instead of blocking the event loop on one each.
import { mkdir, open, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';

interface Pending {
  line: string;
  done: (error?: unknown) => void;
}

export interface AppendLog {
  append(line: string): Promise<void>;
  /** Resolves once every line appended so far is on disk, then closes the file. */
  close(): Promise<void>;
}

/** A crash mid-write can leave a last line without its newline; the next line must not be glued
 * to it. */
async function endsTorn(handle: FileHandle): Promise<boolean> {
  const { size } = await handle.stat();
  if (size === 0) return false;
  const last = Buffer.alloc(1);
  await handle.read(last, 0, 1, size - 1);
  return last[0] !== 0x0a;
}

export async function openAppendLog(file: string): Promise<AppendLog> {
  await mkdir(dirname(file), { recursive: true });
  const handle = await open(file, 'a+');
  let queue: Pending[] = (await endsTorn(handle)) ? [{ line: '\n', done: () => {} }] : [];
  let writing: Promise<void> | undefined;

  async function drain(): Promise<void> {
    while (queue.length > 0) {
      const batch = queue;
      queue = [];
      try {
        await handle.write(batch.map((pending) => pending.line).join(''));
        await handle.sync();
        for (const pending of batch) pending.done();
      } catch (error) {
        for (const pending of batch) pending.done(error);
      }
    }
  }

  function schedule(): void {
    if (writing) return;
    writing = drain().finally(() => {
      writing = undefined;
      // Lines queued between the last round and this callback.
      if (queue.length > 0) schedule();
    });
  }

  return {
    append(line) {
      return new Promise<void>((resolve, reject) => {
        queue.push({ line, done: (error) => (error ? reject(error) : resolve()) });
        schedule();
      });
    },
    async close() {
      while (writing) await writing;
      await handle.close();
    },
  };
}
