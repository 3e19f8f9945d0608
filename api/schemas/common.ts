import { Type, type Static, type TProperties, type TSchema } from '@sinclair/typebox';
import type { DecimalRule } from '../validation.js';

/** Every object schema refuses fields it does not name (bodies, queries and responses alike). */
export const obj = <T extends TProperties>(properties: T, options: { description?: string } = {}) =>
  Type.Object(properties, { additionalProperties: false, ...options });

export const EvmAddress = Type.String({
  pattern: '^0x[a-fA-F0-9]{40}$',
  description: 'a 0x-prefixed address of 40 hex digits',
});
export const Hex = Type.String({ pattern: '^0x[0-9a-fA-F]*$', description: '0x-prefixed hex' });
export const EpochMs = Type.String({ pattern: '^[0-9]+$', description: 'epoch milliseconds as a decimal string' });
export const NumericId = Type.String({ pattern: '^[1-9][0-9]{0,17}$', description: 'a numeric id' });

/** A value of `schema`'s single JSON type, or null. */
export function nullable<T extends TSchema>(schema: T) {
  const { type, ...rest } = schema as unknown as { type: string };
  return Type.Unsafe<Static<T> | null>({ ...rest, type: [type, 'null'] });
}

/** Money in: a JSON number or a decimal string, bounds and scale checked exactly. */
export function money(rule: DecimalRule, description: string) {
  return Type.Unsafe<number | string>({ type: ['number', 'string'], 'x-decimal': rule, description });
}

/** The `{code, message, data}` envelope around a payload. */
export function envelope<T extends TSchema>(data: T) {
  return obj({ code: Type.Integer(), message: Type.String(), data });
}

const VenueError = Type.String({ description: "The venue's own words, when the venue refused or failed the request" });
const FieldErrors = Type.Array(obj({ path: Type.String(), message: Type.String() }));

/** DESIGN section 5: `code` equals the HTTP status; `errorCode` is the stable machine reason. */
export const ErrorBodies = {
  envelope: obj({
    code: Type.Integer(),
    message: Type.String(),
    data: Type.Null(),
    errorCode: Type.String(),
    requestId: Type.String(),
    errors: Type.Optional(FieldErrors),
    venueError: Type.Optional(VenueError),
  }),
  raw: obj({
    code: Type.Integer(),
    message: Type.String(),
    errorCode: Type.String(),
    requestId: Type.String(),
    errors: Type.Optional(FieldErrors),
    venueError: Type.Optional(VenueError),
  }),
};
