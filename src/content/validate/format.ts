import type { Problem } from './problem';

export function formatProblem(problem: Problem): string {
  const label = problem.severity === 'error' ? 'Error' : 'Advertencia';
  return [
    `${problem.file}:${problem.line}:${problem.column}`,
    `  Campo: ${problem.path}`,
    `  ${label}: ${problem.message}`,
    `  Cómo arreglarlo: ${problem.hint}`,
  ].join('\n');
}

export function formatReport(problems: readonly Problem[]): string {
  const errors = problems.filter((problem) => problem.severity === 'error').length;
  const summary =
    errors === 0
      ? 'La configuración del sitio es válida.'
      : `La configuración del sitio tiene ${errors} ${errors === 1 ? 'error' : 'errores'}.`;
  return [...problems.map(formatProblem), summary].join('\n\n');
}
