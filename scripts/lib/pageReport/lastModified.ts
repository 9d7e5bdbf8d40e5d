// When each content file last changed: its last commit (one `git log` for the whole folder, so
// the date is the same on every machine and in CI), or the file's own time when it has none.
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { Modified } from './collect';

const git = (root: string, args: string[]) =>
  execFileSync('git', args, {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'ignore'],
  });

/** Last commit date of every file under `root` that git knows and that has no uncommitted
 * change, by path relative to `root`. */
function commitDates(root: string): Map<string, string> {
  const dates = new Map<string, string>();
  let log = '';
  let edited: string[] = [];
  try {
    log = git(root, [
      'log',
      '--format=%x00%cI',
      '--name-only',
      '--relative',
      '--no-renames',
      '--',
      '.',
    ]);
    edited = git(root, ['diff', '--name-only', '--relative', 'HEAD', '--', '.']).split('\n');
  } catch {
    return dates; // not a git checkout: file times only
  }
  // Newest first: the first date seen for a file is its last change.
  for (const commit of log.split('\0').slice(1)) {
    const [date = '', ...files] = commit.split('\n');
    for (const file of files) if (file && !dates.has(file)) dates.set(file, date.trim());
  }
  for (const file of edited) dates.delete(file);
  return dates;
}

/** A function giving the latest change among a page's files. */
export function lastModified(root: string): (files: string[]) => Modified | undefined {
  const dates = commitDates(root);
  return (files) => {
    const known = files.flatMap((file): Modified[] => {
      const date = dates.get(file);
      if (date) return [{ date, committed: true }];
      try {
        return [{ date: statSync(join(root, file)).mtime.toISOString(), committed: false }];
      } catch {
        return [];
      }
    });
    return known.sort((a, b) => Date.parse(b.date) - Date.parse(a.date))[0];
  };
}
