/** SQLSTATEs of a server that cannot serve: connection exceptions (08…), shutting down or starting (57P01-03), no connection left (53300). */
const SERVER_GONE = /^(08...|57P0[123]|53300)$/;
/** The socket to the server failed. */
const NETWORK = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
/** pg's own words for a connection lost or never made (its pool's connection timeout included). */
const LOST = /^Connection terminated|timeout exceeded when trying to connect|not queryable/;

/**
 * Whether a database error means PostgreSQL is down or unreachable, rather than that a statement
 * was wrong: the request then fails as 503 dependency_unavailable, never as a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  // Node reports a refused connection to a name with several addresses as one error per address.
  if (error instanceof AggregateError && error.errors.some(isDatabaseUnavailable)) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK.has(code) || SERVER_GONE.test(code))) return true;
  return LOST.test(error.message);
}
