import { sql } from 'kysely';
import type { Db } from '../../../db/connect.js';

/**
 * The simulated venue's traded volume per market. The sim's swaps land the moment they are
 * broadcast, so a broadcast that succeeded is volume; it lives in the database (not in the chain
 * snapshot, which the market maker's minting and burning would not let us read it back from).
 */
export async function recordVolume(db: Db, ticker: string, traded: bigint): Promise<void> {
  await db
    .insertInto('venue_b_sim_volume')
    .values({ ticker, traded })
    .onConflict((oc) => oc.column('ticker').doUpdateSet({ traded: sql`venue_b_sim_volume.traded + excluded.traded` }))
    .execute();
}

export async function tradedVolume(db: Db, ticker: string): Promise<bigint> {
  const row = await db.selectFrom('venue_b_sim_volume').select('traded').where('ticker', '=', ticker).executeTakeFirst();
  return row ? BigInt(row.traded) : 0n;
}
