import type pg from 'pg';
import { dbRoundTrips } from '../metrics.js';
import { ScriptExchange, type TypeParser } from './pg-script.js';
import { prepareShapes, scriptOfQuery, scriptShapesUsed, type ScriptStatement } from './script.js';
import { Shapes } from './shapes.js';

/** Parameterised statements named for the driver, as scripts' shapes are for PREPARE (db/script.ts). */
const statementShapes = new Shapes('statement_shape_');

/**
 * PostgreSQL plans a prepared statement again after a schema change, but refuses to run one whose
 * result columns changed (a `select *` of a table a migration gave a column, while this process
 * runs). Nothing of the statement ran: it is prepared again, and sent again unless a transaction it
 * was in is now aborted (that transaction fails once; the next is served).
 */
const resultTypeChanged = (error: unknown) => (error as { code?: string } | null)?.code === '0A000' && /must not change result type/.test(String((error as Error).message));

/**
 * Every statement a connection sends is one round trip; db_round_trips_total counts them. A script
 * (db/script.ts) goes as one exchange (pg-script.ts), and answers all its statements' rows, in order.
 * The statement shapes a script uses are prepared on this connection first, once; a parameterised
 * statement of a shape seen often is sent named, so the driver has the server parse it once.
 */
export function instrument(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const send = (...args: unknown[]) => {
    dbRoundTrips.inc();
    return query(...args) as Promise<unknown>;
  };
  /** How pg reads this connection's rows, for the scripts' rows. */
  const typeParser = client.getTypeParser.bind(client) as TypeParser;
  /** Script shapes prepared on this connection. */
  const prepared = new Set<string>();
  /** How often a named statement's result type changed here: its name on this connection carries the count. */
  const renamed = new Map<string, number>();
  let inTransaction = false;

  const deallocate = (names: readonly string[]) => {
    for (const name of names) {
      prepared.delete(name);
      void send(`DEALLOCATE ${name}`).catch(() => {});
    }
  };

  const runScript = async (statements: readonly ScriptStatement[], retry = true): Promise<unknown> => {
    await prepareShapes(statements, prepared, send, send as (text: string) => Promise<pg.QueryResult<{ name: string }>>);
    try {
      const exchange = new ScriptExchange(statements, typeParser);
      send(exchange);
      return await exchange.done;
    } catch (error) {
      if (!resultTypeChanged(error)) throw error;
      // Scripts run outside transactions (db/script-groups.ts); were one inside, the DEALLOCATE would
      // fail in the aborted transaction, and the next PREPARE's failure would read back what is held.
      deallocate(scriptShapesUsed(statements).filter((name) => prepared.has(name)));
      if (!retry || inTransaction) throw error;
      return runScript(statements, false);
    }
  };

  const runNamed = async (shape: string, text: string, values: unknown[]): Promise<unknown> => {
    const times = renamed.get(shape);
    const name = times === undefined ? shape : `${shape}_${times}`;
    try {
      return await send({ name, text, values });
    } catch (error) {
      if (!resultTypeChanged(error)) throw error;
      renamed.set(shape, (times ?? 0) + 1);
      if (inTransaction) throw error;
      return runNamed(shape, text, values);
    }
  };

  client.query = ((...args: unknown[]) => {
    const [text, values] = args;
    if (typeof text !== 'string') return send(...args);
    const script = scriptOfQuery(text, values as unknown[] | undefined);
    if (script) return runScript(script);
    if (/^(begin|start transaction)\b/i.test(text)) inTransaction = true;
    if (text === 'commit' || text === 'rollback') inTransaction = false;
    if (Array.isArray(values) && values.length && args.length === 2) {
      const shape = statementShapes.nameOf(text);
      if (shape !== null) return runNamed(shape, text, values);
    }
    return send(...args);
  }) as typeof client.query;
}
