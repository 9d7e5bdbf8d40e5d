// Two ways to print problems: for people (the offending line with a caret under the column)
// and for GitHub Actions (workflow annotations on the file, line and column).
import type { Problem } from './problem';

/** File path → its text, to quote the offending line. */
export type SourceTexts = ReadonlyMap<string, string>;

function excerpt(problem: Problem, sources?: SourceTexts): string[] {
  const lines = sources?.get(problem.file)?.split('\n');
  const line = lines?.[problem.line - 1];
  if (line === undefined) return [];
  const number = String(problem.line);
  const gutter = ' '.repeat(number.length);
  return [`  ${number} | ${line}`, `  ${gutter} | ${' '.repeat(problem.column - 1)}^`];
}

export function formatProblem(problem: Problem, sources?: SourceTexts): string {
  const label = problem.severity === 'error' ? 'Error' : 'Advertencia';
  return [
    `${problem.file}:${problem.line}:${problem.column}`,
    ...excerpt(problem, sources),
    `  Campo: ${problem.path}`,
    `  ${label}: ${problem.message}`,
    `  Cómo arreglarlo: ${problem.hint}`,
  ].join('\n');
}

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** Past this many warnings with the same fix, the rest are counted instead of printed. */
export const sameWarningsShown = 5;

/** Warnings beyond the first few of a kind (same fix): how many, and the first file of each. */
function collapseWarnings(problems: readonly Problem[]) {
  const shown: Problem[] = [];
  const hidden = new Map<string, Problem[]>();
  const seen = new Map<string, number>();
  for (const problem of problems) {
    const kind = problem.hint;
    const n = (seen.get(kind) ?? 0) + 1;
    seen.set(kind, n);
    if (problem.severity === 'error' || n <= sameWarningsShown) shown.push(problem);
    else {
      const rest = hidden.get(kind) ?? [];
      rest.push(problem);
      hidden.set(kind, rest);
    }
  }
  const notes = [...hidden.values()].map((rest) => {
    const files = [...new Set(rest.map((problem) => problem.file))];
    const named = files.slice(0, 3).join(', ');
    return `… y ${count(rest.length, 'advertencia más', 'advertencias más')} con el mismo arreglo, en ${named}${files.length > 3 ? ` y ${files.length - 3} archivos más` : ''}. Para verlas todas: npm run validate -- --todas`;
  });
  return { shown, notes };
}

export function formatReport(
  problems: readonly Problem[],
  sources?: SourceTexts,
  /** Print every warning; by default the sixth and later warnings of a kind are counted. */
  { all = false }: { all?: boolean } = {},
): string {
  const errors = problems.filter((problem) => problem.severity === 'error').length;
  const warnings = problems.length - errors;
  const summary =
    errors === 0
      ? `La configuración del sitio es válida${warnings ? ` (${count(warnings, 'advertencia', 'advertencias')})` : ''}.`
      : `La configuración del sitio tiene ${count(errors, 'error', 'errores')}${warnings ? ` y ${count(warnings, 'advertencia', 'advertencias')}` : ''}.`;
  const { shown, notes } = all ? { shown: problems, notes: [] } : collapseWarnings(problems);
  return [...shown.map((problem) => formatProblem(problem, sources)), ...notes, summary].join(
    '\n\n',
  );
}

// GitHub's workflow-command syntax: properties escape , and :, messages escape newlines.
const escapeData = (value: string) =>
  value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (value: string) =>
  escapeData(value).replace(/:/g, '%3A').replace(/,/g, '%2C');

export function formatGithub(problems: readonly Problem[]): string {
  return problems
    .map((problem) => {
      const command = problem.severity === 'error' ? 'error' : 'warning';
      const properties = [
        `file=${escapeProperty(problem.file)}`,
        `line=${problem.line}`,
        `col=${problem.column}`,
        `title=${escapeProperty(problem.path)}`,
      ].join(',');
      return `::${command} ${properties}::${escapeData(`${problem.message} ${problem.hint}`)}`;
    })
    .join('\n');
}

/**
 * The build's closing list of example data still in the content (placeholder e-mails, phones,
 * scaffold texts), one line each; empty when there is none.
 */
export function formatBeforePublishing(problems: readonly Problem[]): string {
  // File → its rank in the report (a Map: indexOf per comparison grew with the page count).
  const fileOrder = new Map<string, number>();
  for (const problem of problems)
    if (!fileOrder.has(problem.file)) fileOrder.set(problem.file, fileOrder.size);
  const rank = (file: string) => fileOrder.get(file) ?? 0;
  const lines = problems
    .filter((problem) => problem.replace)
    // File by file, in the order the report names them, then top to bottom.
    .sort((a, b) => rank(a.file) - rank(b.file) || a.line - b.line || a.column - b.column)
    .map((problem) => `  ${problem.file}:${problem.line}:${problem.column}  ${problem.replace}`);
  if (lines.length === 0) return '';
  return [
    `Antes de publicar, reemplaza ${lines.length === 1 ? 'este dato' : `estos ${lines.length} datos`} de ejemplo:`,
    ...lines,
  ].join('\n');
}
