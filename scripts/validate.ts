// npm run validate [-- --format github]: checks every file in site-config/ and prints each
// problem in Spanish, with the offending line, or as GitHub annotations. Warnings do not fail.
import { parseArgs } from 'node:util';
import { readConfigSources, sourceTexts } from '../src/content/load';
import { validateConfig } from '../src/content/validate';
import { formatGithub, formatReport } from '../src/content/validate/format';

const { values } = parseArgs({ options: { format: { type: 'string', default: 'human' } } });
if (values.format !== 'human' && values.format !== 'github') {
  console.error('--format must be "human" or "github"');
  process.exit(2);
}

const sources = readConfigSources();
const { problems } = validateConfig(sources);
const texts = sourceTexts(sources);
const failed = problems.some((problem) => problem.severity === 'error');
const output = values.format === 'github' ? formatGithub(problems) : formatReport(problems, texts);
if (output) (failed ? console.error : console.log)(output);
process.exit(failed ? 1 : 0);
