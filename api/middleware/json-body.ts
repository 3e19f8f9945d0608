import type { Middleware } from 'koa';
import { badRequest } from '../../engine/errors.js';
import type { AppState } from '../context.js';

/** Far deeper than any body of the API (a batch of signed orders nests four levels). */
export const MAX_JSON_DEPTH = 64;

const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

const invalidJson = () => badRequest('invalid_json', 'The request body is not valid JSON; send a JSON object.');

/** Whether `text` opens more than `limit` arrays or objects at once; one pass, no recursion. */
function nestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (++depth > limit) return true;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      depth--;
    }
  }
  return false;
}

const OPENING = ['{', '['] as const;

/**
 * Whether `text` holds at most `limit` opening brackets, in strings or not: then it cannot nest
 * deeper than `limit`. Found by indexOf, natively, where walking a signed order's body a character
 * at a time was 1% of the trade path's event loop.
 */
function opensAtMost(text: string, limit: number): boolean {
  let opens = 0;
  for (const bracket of OPENING) {
    for (let i = text.indexOf(bracket); i >= 0; i = text.indexOf(bracket, i + 1)) if (++opens > limit) return false;
  }
  return true;
}

/** The methods koa-body reads a body for (its default); a GET's or a DELETE's body is never read. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/**
 * Reads the body with `readText` (koa-body, reading JSON as text) and parses it. Its nesting is
 * measured on the raw text first: a body thousands of levels deep would otherwise overflow the
 * stack of whatever walks the parsed value next (the idempotency hash, validation), a 500 instead
 * of a 400. Like koa-body's strict mode, only an object or an array is a body, and an empty body
 * is an empty object. A request of another method goes straight on: koa-body would read nothing
 * for it, only test its content type four times.
 */
export function jsonBody(readText: Middleware<AppState>): Middleware<AppState> {
  const parse: Middleware<AppState> = (ctx, next) => {
    const text = ctx.request.body;
    if (typeof text === 'string') {
      if (text.trim() === '') {
        ctx.request.body = {};
      } else {
        if (!/^\s*[[{]/.test(text)) throw invalidJson();
        if (!opensAtMost(text, MAX_JSON_DEPTH) && nestedDeeperThan(text, MAX_JSON_DEPTH)) {
          throw badRequest('body_too_deep', `The request body nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep; no request needs that.`);
        }
        try {
          ctx.request.body = JSON.parse(text);
        } catch {
          throw invalidJson();
        }
      }
    }
    return next();
  };
  return (ctx, next) => (BODY_METHODS.has(ctx.method) ? readText(ctx, () => parse(ctx, next)) : next());
}
