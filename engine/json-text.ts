/** Text JSON.stringify writes as it is between its quotes: no quote, backslash, control character or surrogate. */
const PLAIN = /^[^"\\\u0000-\u001f\ud800-\udfff]*$/;

/** A string as JSON.stringify writes it; most need no escaping, and are quoted without its walk. */
export const jsonString = (value: string): string => (PLAIN.test(value) ? `"${value}"` : JSON.stringify(value));
