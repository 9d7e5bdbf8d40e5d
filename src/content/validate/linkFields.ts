// Which content fields are links: the ones whose schema is a link (format "link", usually through
// the shared $defs/link of section.schema.json). Read from schemas/ once, so a new link field
// is checked as soon as its schema says it is a link, whatever it is called.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../load';

const linkRef = /#\/\$defs\/link$/;

function isLinkSchema(schema: unknown): boolean {
  if (!schema || typeof schema !== 'object') return false;
  const { format, $ref } = schema as { format?: unknown; $ref?: unknown };
  return format === 'link' || (typeof $ref === 'string' && linkRef.test($ref));
}

function collect(schema: unknown, names: Set<string>): void {
  if (Array.isArray(schema)) for (const item of schema) collect(item, names);
  if (!schema || typeof schema !== 'object') return;
  const { properties } = schema as { properties?: Record<string, unknown> };
  for (const [name, property] of Object.entries(properties ?? {}))
    if (isLinkSchema(property)) names.add(name);
  for (const child of Object.values(schema)) collect(child, names);
}

function schemaFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return schemaFiles(full);
    return entry.name.endsWith('.schema.json') ? [full] : [];
  });
}

let cached: ReadonlySet<string> | undefined;

/** The names of every link field in schemas/ (href, url, privacyHref…). */
export function linkFieldNames(): ReadonlySet<string> {
  if (cached) return cached;
  const names = new Set<string>();
  for (const file of schemaFiles(join(projectRoot, 'schemas')))
    collect(JSON.parse(readFileSync(file, 'utf8')), names);
  cached = names;
  return names;
}
