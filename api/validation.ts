import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { badRequest, clipped, type FieldError } from '../engine/errors.js';
import { DecimalFormatError, numberToDecimalText, parseDecimal } from '../engine/money.js';

/** The `x-decimal` keyword: an exact decimal bound and scale, checked without floating point. */
export interface DecimalRule {
  scale: number;
  minimum?: string;
  maximum?: string;
}

function decimalKeyword(ajv: Ajv2020): void {
  ajv.addKeyword({
    keyword: 'x-decimal',
    schemaType: 'object',
    errors: true,
    validate: function check(rule: DecimalRule, data: unknown): boolean {
      const fail = (message: string) => {
        (check as unknown as { errors: Partial<ErrorObject>[] }).errors = [{ keyword: 'x-decimal', message, params: {} }];
        return false;
      };
      if (typeof data !== 'number' && typeof data !== 'string') return fail('must be a number or a decimal string');
      let atomic: bigint;
      try {
        atomic = parseDecimal(typeof data === 'number' ? numberToDecimalText(data) : data, rule.scale);
      } catch (error) {
        if (error instanceof DecimalFormatError) return fail(error.message);
        throw error;
      }
      if (rule.minimum !== undefined && atomic < parseDecimal(rule.minimum, rule.scale)) {
        return fail(`must be >= ${rule.minimum}`);
      }
      if (rule.maximum !== undefined && atomic > parseDecimal(rule.maximum, rule.scale)) {
        return fail(`must be <= ${rule.maximum}`);
      }
      return true;
    },
  });
}

function build(coerceTypes: boolean): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: true, useDefaults: true, coerceTypes, allowUnionTypes: true });
  addFormats.default(ajv);
  decimalKeyword(ajv);
  return ajv;
}

/** Bodies and responses: JSON types are taken as sent. */
let strictAjv: Ajv2020 | undefined;
/** Path and query parameters arrive as text and are coerced to their declared types. */
let coercingAjv: Ajv2020 | undefined;

/** A schema's check: true, or false with `errors` saying why. */
export interface Validator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

export function compileStrict(schema: object): Validator {
  return compiledOnFirstUse(() => (strictAjv ??= build(false)), schema);
}
export function compileCoercing(schema: object): Validator {
  return compiledOnFirstUse(() => (coercingAjv ??= build(true)), schema);
}

/**
 * Compiling every route's schemas when the app is made cost a start 0.2-0.5 s; each is compiled
 * by the first check that needs it instead, before that check, so no request goes unchecked.
 * (test/validation.test.ts compiles them all, so a schema Ajv refuses still fails the suite.)
 */
function compiledOnFirstUse(ajv: () => Ajv2020, schema: object): Validator {
  let compiled: ValidateFunction | undefined;
  const validate: Validator = (data) => {
    compiled ??= ajv().compile(schema);
    const valid = compiled(data) as boolean;
    validate.errors = compiled.errors;
    return valid;
  };
  return validate;
}

/** Runs `validate` on `data` (which it may coerce in place) or throws a 400 naming every problem. */
export function assertValid(validate: Validator, data: unknown, where: 'body' | 'query' | 'path'): void {
  if (validate(data)) return;
  const errors = (validate.errors ?? []).map((e) => fieldError(e, where));
  const unique = errors.filter((e, i) => errors.findIndex((o) => o.path === e.path && o.message === e.message) === i);
  const summary = unique.map((e) => `${e.path} ${e.message}`).join('; ');
  throw badRequest(`invalid_${where}`, `Invalid request ${where}: ${summary}`, unique);
}

/** NUL, which PostgreSQL text cannot hold, and lone surrogates, which UTF-8 cannot encode. */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The first string or field name in `data` that PostgreSQL could not store: where it is (from
 * `root`) and what it is; null for none. Iterative: bodies are depth-limited before parsing, but
 * nothing here needs the stack. Paths are made only when `named`: a walk making one for every field
 * was a twentieth of what a batch's request allocated, so a body is walked once without them, and
 * again with them only when something is found.
 */
function firstUnstorable(data: unknown, root: string, named: boolean): { path: string; what: string } | null {
  const values = [data];
  const paths = [root];
  while (values.length) {
    const value = values.pop();
    const path = paths.pop()!;
    if (typeof value === 'string') {
      if (UNSTORABLE.test(value)) return { path, what: 'contains' };
    } else if (Array.isArray(value)) {
      value.forEach((child, i) => {
        values.push(child);
        paths.push(named ? `${path}.${i}` : path);
      });
    } else if (value !== null && typeof value === 'object') {
      for (const key of Object.keys(value)) {
        if (UNSTORABLE.test(key)) return { path: named ? `${path}.${clipped(key)}` : path, what: 'is a field name with' };
        values.push((value as Record<string, unknown>)[key]);
        paths.push(named ? `${path}.${key}` : path);
      }
    }
  }
  return null;
}

/**
 * Throws a 400 naming the first string or field name in `data` that PostgreSQL could not store,
 * which would otherwise fail the request with a 500 wherever it reached the database.
 */
export function assertStorable(data: unknown, where: 'body' | 'query' | 'path'): void {
  if (firstUnstorable(data, where, false) === null) return;
  const { path, what } = firstUnstorable(data, where, true)!;
  throw unstorable(where, path, what);
}

function unstorable(where: string, path: string, what: string): Error {
  const message = `${what} a character that cannot be stored (NUL or a lone UTF-16 surrogate); remove it`;
  return badRequest(`invalid_${where}`, `Invalid request ${where}: ${path} ${message}.`, [{ path, message }]);
}

function fieldError(error: ErrorObject, where: string): FieldError {
  const base = [where, ...error.instancePath.split('/').filter(Boolean)].join('.');
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { path: `${base}.${String(params.missingProperty)}`, message: 'is required' };
    case 'additionalProperties': {
      const allowed = Object.keys((error.parentSchema as { properties?: object })?.properties ?? {});
      return {
        path: `${base}.${clipped(String(params.additionalProperty))}`,
        message: `is not a known field${allowed.length ? ` (known fields: ${allowed.join(', ')})` : ''}`,
      };
    }
    case 'enum':
      return { path: base, message: `must be one of: ${(params.allowedValues as unknown[]).join(', ')}` };
    case 'pattern':
    case 'format': {
      const description = (error.parentSchema as { description?: string })?.description;
      return { path: base, message: description ? `must be ${description}` : (error.message ?? 'is malformed') };
    }
    case 'type':
      return { path: base, message: `must be ${String(params.type).replace(',', ' or ')}` };
    default:
      return { path: base, message: error.message ?? 'is invalid' };
  }
}
