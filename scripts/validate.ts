// npm run validate: checks every file in site-config/ and prints each problem in Spanish.
import { readConfigSources } from '../src/content/load';
import { validateConfig } from '../src/content/validate';
import { formatReport } from '../src/content/validate/format';

const { problems } = validateConfig(readConfigSources());
const report = formatReport(problems);
if (problems.some((problem) => problem.severity === 'error')) {
  console.error(report);
  process.exit(1);
}
console.log(report);
