import pg from 'pg';
import type { DatabaseConfig } from '../../engine/config.js';

/**
 * A new, empty PostgreSQL database next to the one `adminUrl` names, and its removal. Tests and
 * benchmarks never write into the configured database itself.
 */
export async function createScratchDatabase(adminUrl: string, name: string): Promise<{ config: DatabaseConfig; drop(): Promise<void> }> {
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { config: { kind: 'postgres', url: url.toString() }, drop: () => run(`drop database if exists ${name} with (force)`) };
}
