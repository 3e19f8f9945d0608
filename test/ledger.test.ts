import { expect } from 'chai';
import { booksRefusal, takeSharesStatement, type PositionKey } from '../engine/accounts/ledger.js';
import { mustChange } from '../engine/db/refusal.js';
import { registerAgent } from './support/builders.js';
import { startTestService, type TestService } from './support/service.js';

describe('the ledger: a sale off a position', () => {
  let service: TestService;
  let key: PositionKey;
  const at = new Date(Date.UTC(2026, 10, 1));
  before(async () => {
    service = await startTestService();
    key = { agentId: (await registerAgent(service.api())).agentId, wallet: '0x00000000000000000000000000000000000000aa', tokenId: '42' };
  });
  after(() => service.close());

  async function hold(size: bigint, cost: bigint) {
    const { db } = service.services;
    await db.deleteFrom('positions').where('agent_id', '=', key.agentId).execute();
    await db
      .insertInto('positions')
      .values({ agent_id: key.agentId, wallet_address: key.wallet, token_id: key.tokenId, venue: 'venue_a', market_condition_id: '0xc', outcome: 'YES', size, reserved_size: 0n, cost, realized_pnl: 0n, updated_at: at })
      .execute();
  }
  const position = () => service.services.db.selectFrom('positions').select(['size', 'cost', 'realized_pnl']).where('agent_id', '=', key.agentId).executeTakeFirstOrThrow();

  it('takes shares at their average cost, rounded down, where cost times size passes the range of int8', async () => {
    // 10,000 shares that cost 6,000 USDC: 6e9 × 2.5e9 atomic units is past 9.2e18.
    await hold(10_000_000_000n, 6_000_000_001n);
    await takeSharesStatement(key, 2_500_000_000n, 2_000_000_000n, at, false).execute(service.services.db);
    // 6,000,000,001 × 2,500,000,000 / 10,000,000,000 = 1,500,000,000.25: 1,500,000,000 leaves.
    expect(await position()).to.deep.equal({ size: '7500000000', cost: '4500000001', realized_pnl: '500000000' });
  });

  it('refuses a sale of more shares than the position holds, changing nothing, as the client\'s insufficient_position', async () => {
    await hold(5_000_000n, 2_000_000n);
    const error = await mustChange(takeSharesStatement(key, 6_000_000n, 3_000_000n, at, false), 'insufficient_position')
      .execute(service.services.db)
      .then(() => null, booksRefusal);
    expect(error).to.include({ status: 400, code: 'insufficient_position' });
    expect(await position()).to.deep.equal({ size: '5000000', cost: '2000000', realized_pnl: '0' });
  });

  it('takes, of a sale the venue settled, only the shares it has a cost for and their share of the proceeds', async () => {
    await hold(4_000_000n, 2_000_000n);
    // 10 shares sold for 7 USDC, 4 of them recorded here: 4 × 0.7 = 2.8 of proceeds, against a cost of 2.
    await takeSharesStatement(key, 10_000_000n, 7_000_000n, at, true).execute(service.services.db);
    expect(await position()).to.deep.equal({ size: '0', cost: '0', realized_pnl: '800000' });
  });
});
