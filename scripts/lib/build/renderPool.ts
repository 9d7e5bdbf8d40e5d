// Renders pages on worker threads, one per core (BUILD_WORKERS overrides): rendering is
// CPU-bound, and one thread left the second core idle. Each worker keeps two pages queued so
// it never waits for the main thread between pages.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { RenderResult, RenderTask, WorkerInit, WorkerReply } from './renderTask';

const queuedPerWorker = 2;
/** Starting a worker costs about as much as rendering this many pages. */
const pagesPerWorker = 50;

export function poolSize(tasks: number, env: NodeJS.ProcessEnv = process.env): number {
  const wanted = Number(env.BUILD_WORKERS) || availableParallelism();
  return Math.max(1, Math.min(wanted, Math.ceil(tasks / pagesPerWorker)));
}

export async function renderOnWorkers(
  /** The built render worker (renderWorker.ts bundled with the server renderer). */
  workerScript: string,
  init: WorkerInit,
  tasks: readonly RenderTask[],
  onRendered: (result: RenderResult) => void,
): Promise<void> {
  if (tasks.length === 0) return;
  const workers = Array.from(
    { length: poolSize(tasks.length) },
    () => new Worker(workerScript, { workerData: init }),
  );
  let next = 0;
  let pending = tasks.length;
  try {
    await new Promise<void>((resolve, reject) => {
      const feed = (worker: Worker) => {
        const task = tasks[next];
        if (!task) return;
        next += 1;
        worker.postMessage(task);
      };
      for (const worker of workers) {
        worker.on('error', reject);
        worker.on('exit', (code) => {
          if (pending > 0) reject(new Error(`A render worker stopped (exit code ${code})`));
        });
        worker.on('message', (reply: WorkerReply) => {
          if ('error' in reply) {
            reject(new Error(`Rendering ${tasks[reply.id]?.path} failed:\n${reply.error}`));
            return;
          }
          try {
            onRendered(reply);
          } catch (error) {
            reject(error as Error);
            return;
          }
          pending -= 1;
          if (pending === 0) resolve();
          else feed(worker);
        });
        for (let slot = 0; slot < queuedPerWorker; slot += 1) feed(worker);
      }
    });
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
