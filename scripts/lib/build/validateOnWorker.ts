// Validates the content on a worker thread and hands back only what the build keeps. Validation
// parses every file with positions and runs ajv over it: at 10,000 pages about 500 MB of
// short-lived objects, which V8 (its heap sized for this machine's memory) would keep through the
// render phase instead of collecting them. They go away with the worker; the valid configuration
// (about 120 MB there) and the formatted report are copied back.
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { configDir, readConfigSources, sourceTexts } from '../../../src/content/load';
import { validateConfig, type ValidConfig } from '../../../src/content/validate';
import { formatReport } from '../../../src/content/validate/format';
import type { Problem } from '../../../src/content/validate/problem';

export interface ValidatedContent {
  problems: Problem[];
  /** Absent when there is an error. */
  config?: ValidConfig;
  /** The folder the config folder sits in (file paths in problems are relative to it). */
  root: string;
  /** Errors or warnings, located and in Spanish; empty when there is nothing to say. */
  report: string;
}

function validateHere(dir: string): ValidatedContent {
  const sources = readConfigSources(dir);
  const { problems, config } = validateConfig(sources);
  const report = problems.length > 0 ? formatReport(problems, sourceTexts(sources)) : '';
  return { problems, config, root: sources.root, report };
}

export function validateOnWorker(dir = configDir()): Promise<ValidatedContent> {
  return new Promise((resolve, reject) => {
    // Workers do not inherit tsx's loader on Node 20 (tsx issue #354): the worker loads this
    // same TypeScript file through tsx's API.
    const bootstrap = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => tsx.tsImport(${JSON.stringify(import.meta.url)}, ${JSON.stringify(import.meta.url)}))`;
    const worker = new Worker(bootstrap, { eval: true, workerData: dir });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`The validation worker stopped (exit code ${code})`));
    });
  });
}

if (!isMainThread && parentPort) parentPort.postMessage(validateHere(workerData as string));
