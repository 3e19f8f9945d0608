import { createClient, ErrorReply } from 'redis';
import { dependencyUnavailable } from './errors.js';

/** Longest a request waits on Redis before it is answered 503; a healthy Redis answers in well under a millisecond. */
export const REDIS_DEADLINE_MS = 750;
/** Past this many commands awaiting Redis (a hung server), new ones fail at once instead of piling up. */
const MAX_PENDING_COMMANDS = 10_000;
/** Reconnection tries back off to this, so the service is whole again within a second of Redis's return. */
const MAX_RECONNECT_DELAY_MS = 1000;

/**
 * A client for Redis work that a request waits on. By default the driver queues commands while it
 * reconnects, so a request would hang for as long as Redis is away; here a command fails at once
 * while disconnected, and `withinDeadline` bounds one sent to a server that stopped answering.
 */
export function requestClient(url: string) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    commandsQueueMaxLength: MAX_PENDING_COMMANDS,
    socket: { reconnectStrategy: (retries: number) => Math.min(50 * 2 ** retries, MAX_RECONNECT_DELAY_MS) },
  });
  // Without a listener a dropped connection would crash the process; the client reconnects by itself.
  client.on('error', () => {});
  return client;
}

/**
 * Runs a Redis command for a request: answers within REDIS_DEADLINE_MS or throws a 503
 * `dependency_unavailable`; at once when `client`, given, is not connected (the driver queues a
 * MULTI while it reconnects, whatever disableOfflineQueue says). Redis's own error replies are bugs
 * of ours and pass through as they are.
 */
export async function withinDeadline<T>(command: () => Promise<T>, client?: { isReady: boolean }): Promise<T> {
  if (client && !client.isReady) throw dependencyUnavailable('Redis', new Error('not connected to Redis'));
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${REDIS_DEADLINE_MS} ms`)), REDIS_DEADLINE_MS);
  });
  try {
    return await Promise.race([command(), late]);
  } catch (error) {
    if (error instanceof ErrorReply) throw error;
    throw dependencyUnavailable('Redis', error);
  } finally {
    clearTimeout(timer);
  }
}

/** Closes gracefully when Redis answers; while it is away (a graceful close would wait for it) drops the connection. */
export async function closeClient(client: { isOpen: boolean; isReady: boolean; close(): Promise<unknown>; destroy(): void }): Promise<void> {
  if (!client.isOpen) return;
  if (client.isReady) await client.close();
  else client.destroy();
}
