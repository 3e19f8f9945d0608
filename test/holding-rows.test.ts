import { expect } from 'chai';
import { sql } from 'kysely';
import { ManualClock } from '../engine/clock.js';
import { HeldReads, readHoldingRows, type HeldRead, type HoldingFilter } from '../engine/portfolio/holding-rows.js';
import { loadHoldings } from '../engine/portfolio/holdings.js';
import { allMarkets } from '../engine/venues/venue_a/sim/catalog.js';
import { registerAgent } from './support/builders.js';
import { startTestService, type TestService } from './support/service.js';

/** Resolutions are every agent's: the ones a test records go again after it, or other suites would find their markets closed. */
const resolutionsRecorded: string[] = [];
const forgetResolutions = (service: TestService) => service.services.db.deleteFrom('market_resolutions').where('condition_id', 'in', resolutionsRecorded.splice(0)).execute();

describe('holding rows, read again only when they changed', () => {
  let service: TestService;
  before(async () => {
    service = await startTestService();
  });
  after(async () => {
    await forgetResolutions(service);
    await service.close();
  });

  it('answers the rows it holds while nothing changed, and every insert, update, delete and resolution as soon as it is committed', async () => {
    const { db } = service.services;
    const { agentId } = await registerAgent(service.api());
    const [first, second] = allMarkets();
    const position = (market: typeof first, wallet: string) => ({
      agent_id: agentId, wallet_address: wallet, token_id: market!.clobTokenIds[0]!, venue: 'venue_a', market_condition_id: market!.conditionId, outcome: 'YES',
      size: '5000000', reserved_size: '0', cost: '2500000', realized_pnl: '0', updated_at: new Date(0),
    });
    await db.insertInto('positions').values([position(first, '0xa'), position(second, '0xa'), position(first, '0xb')]).execute();
    const filter: HoldingFilter = { agentId, venues: ['venue_a'] };
    const read = await readHoldingRows(db, filter);
    expect(read.rows.map((r) => [r.wallet, r.size])).to.have.length(3);
    expect(await readHoldingRows(db, filter), 'nothing changed: the rows held').to.equal(read);
    // A row lock changes no row.
    await db.transaction().execute((trx) => sql`select from positions where agent_id = ${agentId} for update`.execute(trx));
    expect(await readHoldingRows(db, filter), 'locked, not changed').to.equal(read);

    await db.updateTable('positions').set({ size: '7000000' }).where('agent_id', '=', agentId).where('wallet_address', '=', '0xb').execute();
    const updated = await readHoldingRows(db, filter);
    expect(updated.rows.find((r) => r.wallet === '0xb')!.size).to.equal(7_000_000n);

    await db.updateTable('positions').set({ size: '7000000' }).where('agent_id', '=', agentId).where('wallet_address', '=', '0xb').execute();
    expect(await readHoldingRows(db, filter), 'the same values written again are a new row version').to.not.equal(updated);

    resolutionsRecorded.push(second!.conditionId);
    await db.insertInto('market_resolutions').values({ condition_id: second!.conditionId, winning_token_id: second!.clobTokenIds[0]!, winning_outcome_index: 0, source: 'test', resolved_at: new Date(0) }).execute();
    const resolved = await readHoldingRows(db, filter);
    expect([...resolved.resolutions.keys()]).to.deep.equal([second!.conditionId]);

    await db.deleteFrom('positions').where('agent_id', '=', agentId).where('wallet_address', '=', '0xb').execute();
    expect((await readHoldingRows(db, filter)).rows.map((r) => r.wallet)).to.deep.equal(['0xa', '0xa']);

    // A row deleted and another written where it was: the same place (ctid), a new version (xmin).
    // VACUUM frees the place once no snapshot still sees the old row; other tests' traffic on the
    // table can hold it a while, so the step goes again until a new row does take it.
    const places = async () => (await sql<{ at: string }>`select ctid::text as at from positions where agent_id = ${agentId} order by ctid`.execute(db)).rows.map((r) => r.at);
    let reused = 0;
    for (let attempt = 1; attempt <= 20 && !reused; attempt++) {
      const before = await places();
      await db.deleteFrom('positions').where('agent_id', '=', agentId).where('token_id', '=', second!.clobTokenIds[0]!).execute();
      await sql`vacuum positions`.execute(db);
      await db.insertInto('positions').values({ ...position(second, '0xa'), size: String(attempt * 1_000_000) }).execute();
      if (JSON.stringify(await places()) === JSON.stringify(before)) reused = attempt;
      expect((await readHoldingRows(db, filter)).rows.map((r) => r.size), `attempt ${attempt}`).to.have.members([5_000_000n, BigInt(attempt) * 1_000_000n]);
    }
    expect(reused, 'a new row took a freed place').to.be.greaterThan(0);

    // Another filter holds its own rows.
    expect((await readHoldingRows(db, { ...filter, conditionId: first!.conditionId })).rows).to.have.length(1);
  });
});

describe('holdings valued again only when their prices, markets or resolutions moved', () => {
  const T0 = Date.UTC(2026, 10, 1);
  const clock = new ManualClock(T0);
  let service: TestService;
  before(async () => {
    service = await startTestService({ clock });
  });
  after(async () => {
    await forgetResolutions(service);
    await service.close();
  });

  it('answers the holdings it valued while the price holds, and values them again at a new price or a resolution in force', async () => {
    const { db, prices } = service.services;
    const { agentId } = await registerAgent(service.api());
    const market = allMarkets()[2]!;
    prices.setScriptedPrices(market.id, [{ t: 0, price: 400_000n }, { t: T0 + 10_000, price: 600_000n }]);
    await db
      .insertInto('positions')
      .values({ agent_id: agentId, wallet_address: '0xa', token_id: market.clobTokenIds[0]!, venue: 'venue_a', market_condition_id: market.conditionId, outcome: 'YES', size: '5000000', reserved_size: '0', cost: '2000000', realized_pnl: '0', updated_at: new Date(0) })
      .execute();
    const load = () => loadHoldings(service.services, { agentId, venues: ['venue_a'] });
    const first = await load();
    expect(first.map((h) => [h.price, h.value])).to.deep.equal([[400_000n, 2_000_000n]]);
    clock.advance(5_000);
    expect(await load(), 'the same price: the same holdings').to.equal(first);

    clock.advance(5_000);
    const repriced = await load();
    expect(repriced.map((h) => [h.price, h.value])).to.deep.equal([[600_000n, 3_000_000n]]);

    resolutionsRecorded.push(market.conditionId);
    await db.insertInto('market_resolutions').values({ condition_id: market.conditionId, winning_token_id: market.clobTokenIds[0]!, winning_outcome_index: 0, source: 'test', resolved_at: new Date(T0 + 60_000) }).execute();
    const recorded = await load();
    expect(recorded.map((h) => [h.price, h.resolution])).to.deep.equal([[600_000n, null]]);
    clock.set(T0 + 60_000);
    const resolved = await load();
    expect(resolved.map((h) => [h.price, h.value, h.resolution?.winningOutcomeIndex])).to.deep.equal([[1_000_000n, 5_000_000n, 0]]);
  });

  it('values them again when a resolution comes in force at an unchanged price', async () => {
    const { db } = service.services;
    const { agentId } = await registerAgent(service.api());
    // A market the venue no longer lists, its shares got for nothing: marked at their average price, 0, as a losing outcome pays.
    const conditionId = `0x${'cd'.repeat(32)}`;
    await db
      .insertInto('positions')
      .values({ agent_id: agentId, wallet_address: '0xa', token_id: '77', venue: 'venue_a', market_condition_id: conditionId, outcome: 'YES', size: '5000000', reserved_size: '0', cost: '0', realized_pnl: '0', updated_at: new Date(0) })
      .execute();
    const at = clock.now() + 60_000;
    resolutionsRecorded.push(conditionId);
    await db.insertInto('market_resolutions').values({ condition_id: conditionId, winning_token_id: '78', winning_outcome_index: 1, source: 'test', resolved_at: new Date(at) }).execute();
    const load = () => loadHoldings(service.services, { agentId, venues: ['venue_a'] });
    expect((await load()).map((h) => [h.price, h.resolution])).to.deep.equal([[0n, null]]);
    clock.set(at);
    expect((await load()).map((h) => [h.price, h.resolution?.winningTokenId])).to.deep.equal([[0n, '78']]);
  });
});

describe('holding reads kept by a process', () => {
  const read = (rows: number): HeldRead => ({ fingerprint: String(rows), read: { rows: Array(rows).fill(null), resolutions: new Map(), venueATokens: [], venueBTickers: [] } });

  it('keeps reads up to its bound of rows, the least recently used going first, and never one larger than the bound', () => {
    const reads = new HeldReads(10);
    reads.keep('a', read(4));
    reads.keep('b', read(4));
    reads.keep('a', reads.get('a')!);
    reads.keep('c', read(4));
    expect([reads.get('a'), reads.get('b'), reads.get('c')].map((r) => r?.fingerprint)).to.deep.equal(['4', undefined, '4']);
    reads.keep('a', read(6));
    expect([reads.get('a'), reads.get('c')].map((r) => r?.fingerprint)).to.deep.equal(['6', '4']);
    reads.keep('d', read(11));
    expect(reads.get('d')).to.equal(undefined);
    expect([reads.get('a'), reads.get('c')].map((r) => r?.fingerprint)).to.deep.equal(['6', '4']);
  });

  it('counts each database apart: what one holds leaves another its whole bound', () => {
    const [one, other] = [new HeldReads(10), new HeldReads(10)];
    one.keep('a', read(9));
    other.keep('a', read(9));
    expect([one.get('a'), other.get('a')].map((r) => r?.fingerprint)).to.deep.equal(['9', '9']);
  });
});
