import type { CredentialsKeyRing } from '../auth/credentials-key.js';
import { checksummedAddress } from '../crypto/keccak.js';
import type { Db } from '../db/connect.js';
import { forbidden } from '../errors.js';
import type { VenueAccount } from '../venues/venue_a/port.js';
import { loadCredentials, WALLET_STATUS } from '../wallets/credentials.js';

export interface AgentWallet {
  address: string;
  hasCredentials: boolean;
}

/** The agent's active wallets, and which of them carry venue credentials. */
export async function agentWallets(db: Db, agentId: string): Promise<AgentWallet[]> {
  const rows = await db
    .selectFrom('wallet_credentials')
    .select(['wallet_address', 'ciphertext'])
    .where('agent_id', '=', agentId)
    .where('status', '=', WALLET_STATUS.active)
    .execute();
  return rows.map((r) => ({ address: r.wallet_address, hasCredentials: r.ciphertext !== null }));
}

/** An address in its EIP-55 spelling, whatever case it came in (as viem's getAddress). */
function checksummed(address: string): string {
  const spelled = checksummedAddress(address.toLowerCase());
  if (!spelled) throw new Error(`${address} is not an address`);
  return spelled;
}

/**
 * The venue account an order of this signer and maker acts for: the wallet the agent registered
 * venue credentials for, the signer's (the API key belongs to the EOA that signs) or else the
 * maker's. The credentials are opened only when an adapter signs a request with them.
 */
export function venueAccount(deps: { db: Db; keys: CredentialsKeyRing }, agentId: string, wallets: readonly AgentWallet[], signer: string, maker: string): VenueAccount {
  const candidates = [checksummed(signer), checksummed(maker)];
  const address = candidates.find((c) => wallets.some((w) => w.address === c && w.hasCredentials));
  return {
    address: address ?? candidates[0]!,
    credentials: async () => {
      if (!address) {
        throw forbidden('no_credentials', `No venue credentials are registered for ${candidates[0]}; register the wallet's API credentials with POST /wallet/credentials first.`);
      }
      return loadCredentials(deps, agentId, address);
    },
  };
}

/** Items by the venue account they go to (its address), each group in the items' order: a venue takes one account's orders in a call. */
export function byVenueAccount<T>(items: readonly T[], accountOf: (item: T) => VenueAccount): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const address = accountOf(item).address;
    const group = groups.get(address);
    if (group) group.push(item);
    else groups.set(address, [item]);
  }
  return [...groups.values()];
}
