import type { Db } from '../../../db/connect.js';

/**
 * The simulated venue's KYC registry (the live venue asks DFlow's Proof): wallets an operator
 * verified, kept in the database so that every process sees them.
 */
export async function isVerified(db: Db, address: string): Promise<boolean> {
  return (await db.selectFrom('venue_b_kyc').select('address').where('address', '=', address).executeTakeFirst()) !== undefined;
}

export async function verifyWallet(db: Db, address: string, at: Date): Promise<void> {
  await db.insertInto('venue_b_kyc').values({ address, verified_at: at }).onConflict((oc) => oc.doNothing()).execute();
}
