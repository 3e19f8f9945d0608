/** Text JSON.stringify writes as it is between its quotes: no quote, backslash, control character or surrogate. */
const PLAIN = /^[^"\\\u0000-\u001f\ud800-\udfff]*$/;

/** A string as JSON.stringify writes it; most need no escaping, and are quoted without its walk. */
export const jsonString = (value: string): string => (PLAIN.test(value) ? `"${value}"` : JSON.stringify(value));

/** Field names are few and written on every row or line: each one's `"name":` is made once. */
const jsonKeys = new Map<string, string>();

/** A field name as JSON writes it in an object, with its colon. */
export function jsonKey(key: string): string {
  let quoted = jsonKeys.get(key);
  if (quoted === undefined) jsonKeys.set(key, (quoted = `${jsonString(key)}:`));
  return quoted;
}
