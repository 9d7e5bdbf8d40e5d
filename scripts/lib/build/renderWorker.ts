// A render worker: renders the pages it is sent, one at a time, and writes each page with its
// compressed variants, so no page's HTML travels back. The build bundles it with the server
// renderer (a second entry of the SSR build): workers start as plain JavaScript, without tsx.
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { renderRoute } from '../../../src/entry-server';
import { writeWithCompressedSync } from '../precompress';
import {
  htmlFileFor,
  type RenderResult,
  type RenderTask,
  type WorkerInit,
  type WorkerReply,
} from './renderTask';
import { trackCollections } from './trackCollections';

const init = workerData as WorkerInit;

async function render(task: RenderTask): Promise<RenderResult> {
  const tracked = trackCollections(init.collections);
  const config = {
    site: init.site,
    pages: task.pages,
    templates: init.templates,
    collections: tracked.collections,
  };
  const rendered = await renderRoute(task.path, config, init.assets, {
    externalProps: true,
    teamPath: init.teamPath,
  });
  const file = htmlFileFor(rendered.path);
  writeWithCompressedSync(join(init.outDir, file), rendered.html);
  return { id: task.id, file, sideFiles: [...rendered.files], collections: [...tracked.read] };
}

let queue = Promise.resolve();
parentPort?.on('message', (task: RenderTask) => {
  queue = queue.then(async () => {
    let reply: WorkerReply;
    try {
      reply = await render(task);
    } catch (error) {
      reply = {
        id: task.id,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      };
    }
    parentPort?.postMessage(reply);
  });
});
