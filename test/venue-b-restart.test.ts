import { expect } from 'chai';
import fs from 'node:fs';
import path from 'node:path';
import { PublicKey } from '@solana/web3.js';
import { ManualClock } from '../engine/clock.js';
import { loadConfig } from '../engine/config.js';
import { registerAgent } from './support/builders.js';
import { env } from './support/environment.js';
import { eventually } from './support/eventually.js';
import { startTestService } from './support/service.js';
import { fundedWallet, settled, trade } from './support/solana.js';

describe('venue_b across a restart', () => {
  it('keeps the chain in its snapshot and resumes tracking of an order left unsettled', async () => {
    const chainFile = path.join(env().tmpDir, `venue_b-chain-${process.pid}-${Date.now()}.bin`);
    const clock = new ManualClock(Date.UTC(2026, 11, 1, 12));
    const config = { venueB: { ...loadConfig({}).venueB, chainFile } };
    const first = await startTestService({ clock, config });
    let orderId: string;
    let wallet: PublicKey;
    let mint: PublicKey;
    try {
      const api = first.api();
      const agent = await registerAgent(api);
      const keypair = await fundedWallet(api, agent.key, '10');
      wallet = keypair.publicKey;
      const { quote, submit } = await trade(api, agent.key, keypair, { marketTicker: 'KXSB-27-KC', side: 'YES', action: 'BUY', amount: 3 });
      expect(submit.status, JSON.stringify(submit.body)).to.equal(200);
      orderId = submit.body.orderId;
      mint = new PublicKey(quote.outputMint);
      await settled(api, agent.key, orderId);
      // As if the process died after the broadcast and before its tracking job ran.
      const db = first.services.db;
      await db.updateTable('venue_b_orders').set({ status: 1, provider_status: 'pending', filled_in: 0n, filled_out: 0n }).where('id', '=', orderId).execute();
      await db.deleteFrom('positions').where('token_id', '=', mint.toBase58()).execute();
    } finally {
      await first.close();
    }
    expect(fs.existsSync(chainFile)).to.equal(true);

    const second = await startTestService({ clock, config });
    try {
      const held = (await second.services.venueB.balances(wallet.toBase58(), [mint.toBase58()])).get(mint.toBase58())!;
      expect(held > 0n).to.equal(true);
      const order = await eventually('the resumed order to settle', async () => {
        const row = await second.services.db.selectFrom('venue_b_orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
        return row.status !== 1 ? row : undefined;
      });
      expect(order).to.include({ status: 2, provider_status: 'closed' });
      const position = await second.services.db.selectFrom('positions').selectAll().where('token_id', '=', mint.toBase58()).executeTakeFirstOrThrow();
      expect(BigInt(position.size)).to.equal(held);
    } finally {
      await second.close();
      fs.rmSync(chainFile, { force: true });
    }
  });
});
