// A block schema's fields as the catalogue documents them: name, a short kind, whether it is
// required, its description, the values it accepts, its default, and the fields of the objects
// it holds (each faq item's question and answer, each stat's decimals).
import type { AnySchemaObject } from 'ajv';

export interface FieldDoc {
  name: string;
  /** Short Spanish kind: texto, número, enlace, lista de Cifra… */
  kind: string;
  required: boolean;
  description: string;
  /** The accepted values, when the field is a list of choices. */
  values?: string[];
  /** The value used when the field is left out: a text as it is, anything else as JSON. */
  defaultValue?: string;
  /** True when the value is an icon name from the icon gallery. */
  icon?: boolean;
  /** Fields of the object this field holds, or of each item of its list. */
  fields?: FieldDoc[];
  /** What each of those objects is called (the schema's title: "Cifra", "Pregunta"). */
  itemTitle?: string;
}

type Lookup = (ref: string) => AnySchemaObject | undefined;

/** Fields every section has; documented once instead of in each block. */
export const sharedFieldNames = ['id', 'background', 'spacing'];

/** A property with its $ref followed (the property's own keys win, as in JSON Schema). */
function resolve(schema: AnySchemaObject, lookup: Lookup): AnySchemaObject {
  return schema.$ref ? { ...lookup(String(schema.$ref)), ...schema } : schema;
}

const isIcon = (schema: AnySchemaObject) => String(schema.$ref ?? '').endsWith('/icon');

function kindOf(schema: AnySchemaObject, lookup: Lookup): string {
  const resolved = resolve(schema, lookup);
  if (isIcon(schema)) return 'ícono';
  if (resolved.const !== undefined) return JSON.stringify(resolved.const);
  if (Array.isArray(resolved.enum)) return 'opción';
  if (resolved.format === 'link') return 'enlace';
  if (Array.isArray(resolved.type))
    return resolved.type.map((type: string) => kindOf({ ...resolved, type }, lookup)).join(' o ');
  switch (resolved.type) {
    case 'string':
      return 'texto';
    case 'number':
      return 'número';
    case 'integer':
      return 'número entero';
    case 'boolean':
      return 'true o false';
    case 'array': {
      const items = resolved.items as AnySchemaObject | undefined;
      return `lista de ${items ? itemName(items, lookup) : 'valores'}`;
    }
    case 'object':
      return resolved.title ? String(resolved.title).toLowerCase() : 'objeto';
    default:
      return 'valor';
  }
}

function itemName(items: AnySchemaObject, lookup: Lookup): string {
  const resolved = resolve(items, lookup);
  if (resolved.type === 'object' && resolved.title) return String(resolved.title).toLowerCase();
  const kind = kindOf(items, lookup);
  return kind === 'texto' ? 'textos' : kind;
}

/** The object a field holds directly or in each item of its list, if it has fields. */
function objectOf(schema: AnySchemaObject, lookup: Lookup): AnySchemaObject | undefined {
  const resolved = resolve(schema, lookup);
  const candidate =
    resolved.type === 'array' || (Array.isArray(resolved.type) && resolved.items)
      ? resolve((resolved.items ?? {}) as AnySchemaObject, lookup)
      : resolved;
  return candidate.properties ? candidate : undefined;
}

export function describeFields(schema: AnySchemaObject, lookup: Lookup, depth = 0): FieldDoc[] {
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const properties = (schema.properties ?? {}) as Record<string, AnySchemaObject>;
  return Object.entries(properties).map(([name, property]) => {
    const resolved = resolve(property, lookup);
    const object = depth < 3 ? objectOf(property, lookup) : undefined;
    const values = Array.isArray(resolved.enum) ? resolved.enum.map(String) : undefined;
    return {
      name,
      kind: kindOf(property, lookup),
      required: required.has(name),
      description: String(resolved.description ?? ''),
      ...(values && !isIcon(property) ? { values } : {}),
      ...(resolved.default !== undefined
        ? {
            defaultValue:
              typeof resolved.default === 'string'
                ? resolved.default
                : JSON.stringify(resolved.default),
          }
        : {}),
      ...(isIcon(property) ? { icon: true } : {}),
      ...(object
        ? {
            fields: describeFields(object, lookup, depth + 1),
            ...(object.title ? { itemTitle: String(object.title) } : {}),
          }
        : {}),
    };
  });
}
