import { expect } from 'chai';
import { registerAgent, type RegisteredAgent } from './support/builders.js';
import { startTestService, type TestService } from './support/service.js';

const DEFAULTS = {
  tradeLimitEnabled: true,
  maxTradeAmount: '5.00000000',
  dailyTradeAmountLimit: '500.00000000',
  maxPositionValue: '100.00000000',
  maxTradesPerDay: 500,
  riskControlEnabled: false,
  takeProfitPercent: null,
  stopLossPercent: 50,
};

describe('risk settings', () => {
  let service: TestService;
  let agent: RegisteredAgent;
  before(async () => {
    service = await startTestService();
  });
  after(() => service.close());
  beforeEach(async () => {
    agent = await registerAgent(service.api());
  });

  const getRaw = () => service.api().get('/markets/risk-settings', { key: agent.key });
  const postRaw = (body: unknown) => service.api().post('/markets/risk-settings', body, { key: agent.key });

  it('GET /markets/risk-settings answers the defaults, raw, when nothing is saved', async () => {
    const res = await getRaw();
    expect(res.status).to.equal(200);
    expect(res.body).to.deep.include(DEFAULTS);
    expect(res.body.updatedAt).to.match(/^\d{13}$/);
    expect(res.body).to.not.have.property('code');
  });

  it('GET /agents/settings answers the same settings in the envelope', async () => {
    const res = await service.api().get('/agents/settings', { key: agent.key });
    expect(res.body.code).to.equal(200);
    expect(res.body.data).to.deep.include(DEFAULTS);
  });

  it('applies the defaults first, then only the supplied fields', async () => {
    const res = await postRaw({ maxTradeAmount: 7.25, takeProfitPercent: 30 });
    expect(res.status).to.equal(200);
    expect(res.body).to.deep.include({ ...DEFAULTS, maxTradeAmount: '7.25000000', takeProfitPercent: 30 });
    const next = await postRaw({ maxTradesPerDay: 20 });
    expect(next.body).to.deep.include({ ...DEFAULTS, maxTradeAmount: '7.25000000', takeProfitPercent: 30, maxTradesPerDay: 20 });
    expect((await getRaw()).body).to.deep.equal(next.body);
  });

  it('POST /agents/settings updates the same row and answers in the envelope', async () => {
    const res = await service.api().post('/agents/settings', { riskControlEnabled: true }, { key: agent.key });
    expect(res.body).to.include({ code: 200, message: 'success' });
    expect(res.body.data.riskControlEnabled).to.equal(true);
    expect((await getRaw()).body.riskControlEnabled).to.equal(true);
  });

  it('null clears take-profit and stop-loss', async () => {
    await postRaw({ takeProfitPercent: 20 });
    const res = await postRaw({ takeProfitPercent: null, stopLossPercent: null });
    expect(res.body).to.include({ takeProfitPercent: null, stopLossPercent: null });
  });

  it('accepts money as decimal strings, exactly, with up to 8 decimals', async () => {
    const res = await postRaw({ maxTradeAmount: '12.34567891', dailyTradeAmountLimit: '1000000000', maxPositionValue: 1 });
    expect(res.body).to.include({
      maxTradeAmount: '12.34567891',
      dailyTradeAmountLimit: '1000000000.00000000',
      maxPositionValue: '1.00000000',
    });
  });

  it('takes an empty body as no change', async () => {
    const res = await postRaw({});
    expect(res.status).to.equal(200);
    expect(res.body).to.deep.include(DEFAULTS);
  });

  const accepted: Array<[string, unknown]> = [
    ['maxTradeAmount', 1],
    ['maxTradeAmount', '1.00000001'],
    ['maxTradeAmount', 1000000000],
    ['dailyTradeAmountLimit', 1],
    ['maxPositionValue', 1],
    ['maxTradesPerDay', 1],
    ['maxTradesPerDay', 5000],
    ['takeProfitPercent', 1],
    ['takeProfitPercent', 100],
    ['stopLossPercent', 1],
    ['stopLossPercent', 100],
    ['tradeLimitEnabled', false],
    ['riskControlEnabled', true],
  ];
  for (const [field, value] of accepted) {
    it(`accepts ${field} ${JSON.stringify(value)}`, async () => {
      const res = await postRaw({ [field]: value });
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
    });
  }

  const refused: Array<[string, unknown]> = [
    ['maxTradeAmount', 0.99999999],
    ['maxTradeAmount', '0.99999999'],
    ['maxTradeAmount', 0],
    ['maxTradeAmount', -5],
    ['maxTradeAmount', '1000000000.00000001'],
    ['maxTradeAmount', '1.000000001'],
    ['maxTradeAmount', 'abc'],
    ['maxTradeAmount', '1e3'],
    ['maxTradeAmount', null],
    ['maxTradeAmount', true],
    ['dailyTradeAmountLimit', 0.5],
    ['maxPositionValue', 0],
    ['maxTradesPerDay', 0],
    ['maxTradesPerDay', 5001],
    ['maxTradesPerDay', 10.5],
    ['maxTradesPerDay', '10'],
    ['maxTradesPerDay', null],
    ['takeProfitPercent', 0],
    ['takeProfitPercent', 101],
    ['takeProfitPercent', 50.5],
    ['stopLossPercent', 0],
    ['stopLossPercent', 101],
    ['stopLossPercent', '50'],
    ['tradeLimitEnabled', 'true'],
    ['tradeLimitEnabled', null],
    ['riskControlEnabled', 1],
    ['maxTradeAmont', 10],
  ];
  for (const [field, value] of refused) {
    it(`refuses ${field} ${JSON.stringify(value)} with 400 naming the field, and changes nothing`, async () => {
      const before = (await getRaw()).body;
      const res = await postRaw({ [field]: value, maxTradesPerDay: field === 'maxTradesPerDay' ? value : 7 });
      expect(res.status).to.equal(400);
      expect(res.body.code).to.equal(400);
      expect(res.body.errors.map((e: { path: string }) => e.path)).to.include(`body.${field}`);
      expect((await getRaw()).body).to.deep.equal(before);
    });
  }

  it('refuses a body that is not an object', async () => {
    expect((await postRaw([1, 2])).status).to.equal(400);
    const text = await service.api().post('/markets/risk-settings', undefined, {
      key: agent.key,
      rawBody: 'maxTradesPerDay=5',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(text.status).to.equal(415);
  });

  it("isolates agents: A's update never touches B's settings", async () => {
    const other = await registerAgent(service.api());
    await postRaw({ maxTradesPerDay: 3, maxTradeAmount: 2 });
    const theirs = await service.api().get('/markets/risk-settings', { key: other.key });
    expect(theirs.body).to.deep.include(DEFAULTS);
  });

  it('answers 401 without a key', async () => {
    expect((await service.api().get('/markets/risk-settings')).status).to.equal(401);
    expect((await service.api().post('/markets/risk-settings', { maxTradesPerDay: 3 })).status).to.equal(401);
  });

  it('moves updatedAt forward on every update', async () => {
    const first = Number((await postRaw({ maxTradesPerDay: 10 })).body.updatedAt);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = Number((await postRaw({ maxTradesPerDay: 11 })).body.updatedAt);
    expect(second).to.be.greaterThan(first);
  });

  it('leaves a consistent row after 50 concurrent updates', async () => {
    // Update k sets every field from k, so any interleaving inside a row would show as a mix.
    const updates = Array.from({ length: 50 }, (_, k) => ({
      maxTradeAmount: `${k + 1}.5`,
      dailyTradeAmountLimit: `${k + 100}`,
      maxPositionValue: `${k + 200}`,
      maxTradesPerDay: k + 1,
      takeProfitPercent: k + 1,
      stopLossPercent: k + 51,
      tradeLimitEnabled: k % 2 === 0,
    }));
    const results = await Promise.all(updates.map((u) => postRaw(u)));
    expect(results.every((r) => r.status === 200)).to.equal(true);
    const final = (await getRaw()).body;
    const k = final.maxTradesPerDay - 1;
    expect(final).to.deep.include({
      maxTradeAmount: `${k + 1}.50000000`,
      dailyTradeAmountLimit: `${k + 100}.00000000`,
      maxPositionValue: `${k + 200}.00000000`,
      takeProfitPercent: k + 1,
      stopLossPercent: k + 51,
      tradeLimitEnabled: k % 2 === 0,
    });
    // Each answer is itself one whole update.
    for (const r of results) expect(r.body.maxTradeAmount).to.equal(`${r.body.maxTradesPerDay}.50000000`);
  });
});
