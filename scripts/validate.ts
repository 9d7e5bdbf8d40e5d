// npm run validate [-- --format github] [--todas] [files…]: checks every file in site-config/
// and prints each problem in Spanish, with the offending line, or as GitHub annotations. Warnings
// do not fail; past five warnings of one kind the rest are counted, unless --todas. With files
// (the pre-commit hook passes the staged ones), the whole site is still checked, since rules span
// files, but only problems in those files are reported and can fail.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readConfigSources, sourceTexts } from '../src/content/load';
import { validateConfig } from '../src/content/validate';
import { formatGithub, formatReport } from '../src/content/validate/format';

const { values, positionals } = parseArgs({
  options: {
    format: { type: 'string', default: 'human' },
    todas: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
if (values.format !== 'human' && values.format !== 'github') {
  console.error('--format must be "human" or "github"');
  process.exit(2);
}

const sources = readConfigSources();
const only = new Set(positionals.map((file) => resolve(file)));
const problems = validateConfig(sources).problems.filter(
  (problem) => only.size === 0 || only.has(resolve(sources.root, problem.file)),
);
const texts = sourceTexts(sources);
const failed = problems.some((problem) => problem.severity === 'error');
const output =
  values.format === 'github'
    ? formatGithub(problems)
    : formatReport(problems, texts, { all: values.todas });
// Annotations go to stdout, where the runner reads workflow commands.
if (output) (failed && values.format === 'human' ? console.error : console.log)(output);
process.exit(failed ? 1 : 0);
