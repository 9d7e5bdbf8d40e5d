// Turns one ajv error into a Spanish message and hint a marketer can act on.
import type { AnySchemaObject, ErrorObject } from 'ajv';
import { closest, distance } from 'fastest-levenshtein';
import { quoteList } from './problem';

export interface Explained {
  message: string;
  hint: string;
  /** Point at the key instead of the value (unknown properties). */
  at: 'key' | 'value';
  /** Extra pointer segment to locate (the unknown property or the type tag). */
  childPointer?: string;
}

const typeNames: Record<string, string> = {
  string: 'un texto entre comillas',
  number: 'un número',
  integer: 'un número entero',
  boolean: 'true o false',
  array: 'una lista entre [ ]',
  object: 'un objeto entre { }',
  null: 'null',
};

function describeValue(value: unknown): string {
  if (Array.isArray(value)) return 'una lista';
  if (value === null) return 'null';
  if (typeof value === 'object') return 'un objeto';
  if (typeof value === 'string') return `el texto ${JSON.stringify(value)}`;
  return `${typeof value === 'boolean' ? 'el valor' : 'el número'} ${String(value)}`;
}

/** The closest candidate, when it is close enough to be a plausible typo. */
export function suggest(value: string, candidates: readonly string[]): string | undefined {
  if (candidates.length === 0) return undefined;
  const best = closest(value, [...candidates]);
  const limit = Math.max(2, Math.floor(best.length / 4));
  return distance(value.toLowerCase(), best.toLowerCase()) <= limit ? best : undefined;
}

function didYouMean(value: string, candidates: readonly string[]): string {
  const best = suggest(value, candidates);
  return best ? `¿Quisiste decir ${JSON.stringify(best)}? ` : '';
}

export type DefLookup = (ref: string) => AnySchemaObject | undefined;

function fieldDescription(parent: AnySchemaObject | undefined, field: string, lookup: DefLookup) {
  const property = (parent?.properties as Record<string, AnySchemaObject> | undefined)?.[field];
  if (!property) return undefined;
  const description =
    property.description ?? (property.$ref ? lookup(property.$ref)?.description : undefined);
  return typeof description === 'string' ? description : undefined;
}

const formatHints: Record<string, { what: string; hint: string }> = {
  link: {
    what: 'no es un enlace válido',
    hint: 'Usa una ruta del sitio que empiece con / (por ejemplo "/contacto" o "/#faq"), un ancla como "#beneficios", o una URL completa que empiece con https://.',
  },
  uri: {
    what: 'no es una URL válida',
    hint: 'Escribe la dirección completa, empezando con https://.',
  },
  email: {
    what: 'no es un correo válido',
    hint: 'Escribe un correo completo, por ejemplo "hola@empresa.cl".',
  },
};

export function explain(
  error: ErrorObject,
  blockTypes: readonly string[],
  lookup: DefLookup,
): Explained {
  const { keyword, params, data } = error;
  switch (keyword) {
    case 'discriminator': {
      const tag = String((params as { tagValue?: unknown }).tagValue ?? '');
      return {
        message: `El tipo de bloque ${JSON.stringify(tag)} no existe.`,
        hint: `${didYouMean(tag, blockTypes)}Tipos disponibles: ${blockTypes.join(', ')}.`,
        at: 'value',
        childPointer: 'type',
      };
    }
    case 'required': {
      const field = (params as { missingProperty: string }).missingProperty;
      const description = fieldDescription(error.parentSchema, field, lookup);
      return {
        message: `Falta el campo obligatorio ${JSON.stringify(field)}.`,
        hint: `Agrega ${JSON.stringify(field)} a este objeto${description ? `: ${description}` : '.'}`,
        at: 'value',
      };
    }
    case 'additionalProperties': {
      const field = (params as { additionalProperty: string }).additionalProperty;
      const allowed = Object.keys(
        (error.parentSchema?.properties as object | undefined) ?? {},
      ).filter((name) => name !== 'type' && name !== '$schema');
      return {
        message: `El campo ${JSON.stringify(field)} no está permitido aquí.`,
        hint: `${didYouMean(field, allowed)}Campos permitidos: ${allowed.join(', ')}.`,
        at: 'key',
        childPointer: field,
      };
    }
    case 'enum': {
      const allowed = (params as { allowedValues: unknown[] }).allowedValues;
      const strings = allowed.filter((value): value is string => typeof value === 'string');
      const near = typeof data === 'string' ? didYouMean(data, strings) : '';
      return {
        message: `El valor ${JSON.stringify(data)} no es válido aquí.`,
        hint: `${near}Usa uno de: ${quoteList(allowed)}.`,
        at: 'value',
      };
    }
    case 'const':
      return {
        message: `El valor ${JSON.stringify(data)} no es válido aquí.`,
        hint: `Usa ${JSON.stringify((params as { allowedValue: unknown }).allowedValue)}.`,
        at: 'value',
      };
    case 'type': {
      const expected = String((params as { type: string }).type)
        .split(',')
        .map((name) => typeNames[name] ?? name)
        .join(' o ');
      return {
        message: `Se esperaba ${expected}, pero hay ${describeValue(data)}.`,
        hint: `Cambia el valor por ${expected}.`,
        at: 'value',
      };
    }
    case 'format': {
      const format = (params as { format: string }).format;
      const known = formatHints[format] ?? {
        what: `no tiene el formato ${format}`,
        hint: 'Revisa el valor.',
      };
      return { message: `${JSON.stringify(data)} ${known.what}.`, hint: known.hint, at: 'value' };
    }
    case 'pattern': {
      const description = error.parentSchema?.description;
      return {
        message: `${JSON.stringify(data)} no tiene el formato esperado.`,
        hint: typeof description === 'string' ? description : 'Revisa el formato del valor.',
        at: 'value',
      };
    }
    case 'minLength':
    case 'maxLength': {
      const limit = (params as { limit: number }).limit;
      const length = typeof data === 'string' ? [...data].length : 0;
      const short = keyword === 'minLength';
      return {
        message: `El texto tiene ${length} caracteres; ${short ? 'el mínimo' : 'el máximo'} es ${limit}.`,
        // The field's description says what the text is for (a title's says why 60).
        hint: `${short ? 'Escribe un texto más completo.' : `Acórtalo a ${limit} caracteres o menos.`}${typeof error.parentSchema?.description === 'string' ? ` ${error.parentSchema.description}` : ''}`,
        at: 'value',
      };
    }
    case 'minItems':
    case 'maxItems': {
      const limit = (params as { limit: number }).limit;
      const count = Array.isArray(data) ? data.length : 0;
      const few = keyword === 'minItems';
      return {
        message: `La lista tiene ${count} elementos; ${few ? 'el mínimo' : 'el máximo'} es ${limit}.`,
        hint: few ? 'Agrega elementos a la lista.' : 'Quita elementos de la lista.',
        at: 'value',
      };
    }
    case 'minimum':
    case 'maximum': {
      const limit = (params as { limit: number }).limit;
      return {
        message: `El número ${String(data)} está fuera de rango; ${keyword === 'minimum' ? 'el mínimo' : 'el máximo'} es ${limit}.`,
        hint:
          typeof error.parentSchema?.description === 'string'
            ? error.parentSchema.description
            : 'Corrige el número.',
        at: 'value',
      };
    }
    default:
      return {
        message: `Valor no válido (${error.message ?? keyword}).`,
        hint: 'Revisa este valor.',
        at: 'value',
      };
  }
}
