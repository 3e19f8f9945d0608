import { expect } from 'chai';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { Keypair } from '@solana/web3.js';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { linkEoa, registerAgent, simVenueCredentials } from './support/builders.js';
import { startTestService, type TestService } from './support/service.js';

const TOOLS = [
  'cancel_exit_order',
  'cancel_order',
  'create_exit_order',
  'get_briefing',
  'get_market_context',
  'get_open_orders',
  'get_portfolio',
  'get_positions',
  'get_risk_settings',
  'list_exit_orders',
  'place_order',
  'search_markets',
  'set_risk_settings',
  'venue_b_trade',
];

/** The MCP server over stdio, driven by the MCP SDK's own client against the embedded service. */
describe('the MCP server (mcp/)', () => {
  let service: TestService;
  let client: Client;
  const evmKey = generatePrivateKey();
  const solana = Keypair.generate();

  before(async () => {
    service = await startTestService();
    const api = service.api();
    const agent = await registerAgent(api);
    const account = privateKeyToAccount(evmKey);
    await linkEoa(api, agent.key, account);
    const credentials = await simVenueCredentials(api, agent.key, account);
    expect((await api.post('/wallet/credentials', { walletAddress: account.address, ...credentials }, { key: agent.key })).status).to.equal(200);
    expect((await api.post('/markets/risk-settings', { maxTradeAmount: 100 }, { key: agent.key })).status).to.equal(200);
    expect((await api.post('/venue_b/sim/faucet', { walletAddress: solana.publicKey.toBase58(), amount: '50' }, { key: agent.key })).status).to.equal(200);
    client = new Client({ name: 'mcp-test', version: '1.0.0' });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: ['--import', 'tsx', 'mcp/src/server.ts'],
        env: { PATH: process.env.PATH ?? '', TRADING_API_URL: service.url, TRADING_API_KEY: agent.key, VENUE_A_PRIVATE_KEY: evmKey, VENUE_B_SECRET_KEY: JSON.stringify([...solana.secretKey]) },
        stderr: 'pipe',
      }),
    );
  });
  after(async () => {
    await client?.close();
    await service?.close();
  });

  /** Calls a tool and answers its JSON, failing on a tool error. */
  const call = async (name: string, args: Record<string, unknown> = {}) => {
    const res = (await client.callTool({ name, arguments: args })) as { content: Array<{ text: string }>; isError?: boolean };
    expect(res.isError, `${name}: ${res.content[0]?.text}`).to.not.equal(true);
    return JSON.parse(res.content[0]!.text);
  };

  it('lists every trading tool with a description and an input schema', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).to.deep.equal(TOOLS);
    for (const tool of tools) {
      expect(tool.description, tool.name).to.be.a('string').with.length.above(20);
      expect(tool.inputSchema.type, tool.name).to.equal('object');
    }
    const place = tools.find((t) => t.name === 'place_order')!;
    expect(place.inputSchema.required).to.include.members(['marketConditionId', 'tokenId', 'price', 'size', 'side']);
  });

  it('trades end to end: search, an order signed in the server, portfolio, risk settings, an exit order, a cancel', async () => {
    const search = await call('search_markets', { active: true, closed: false, sortBy: 'volume', limit: 50 });
    const market = search.data.markets.find((m: any) => m.bestAsk !== null && m.bestAsk >= 0.2 && m.bestAsk <= 0.8);
    const [yes] = JSON.parse(market.clobTokenIds);
    const order = { marketConditionId: market.conditionId, tokenId: yes, tickSize: String(market.orderPriceMinTickSize), negRisk: market.negRisk };
    const bought = await call('place_order', { ...order, side: 'BUY', price: market.bestAsk, size: 10, reasoning: 'mcp test' });
    expect(bought.status).to.equal('matched');
    expect((await call('get_portfolio', { venue: 'venue_a' })).data.venue_a.positions_count).to.equal(1);
    expect(await call('get_positions')).to.be.an('array').with.length(1);

    const settings = await call('set_risk_settings', { riskControlEnabled: true, stopLossPercent: 25 });
    expect(settings).to.include({ riskControlEnabled: true, stopLossPercent: 25 });
    expect((await call('get_risk_settings')).stopLossPercent).to.equal(25);

    const exit = await call('create_exit_order', { ...order, price: 0.01, size: 10 });
    expect(exit.data).to.include({ status: 'armed', trigger: 'any' });
    const armed = await call('list_exit_orders');
    expect(armed.data.map((e: any) => e.orderId)).to.deep.equal([exit.data.orderId]);
    expect((await call('cancel_exit_order', { id: exit.data.orderId })).data).to.include({ orderId: exit.data.orderId, status: 'disarmed' });

    const resting = await call('place_order', { ...order, side: 'BUY', price: 0.01, size: 10 });
    expect(resting.status).to.equal('live');
    const open = await call('get_open_orders');
    expect(JSON.stringify(open)).to.contain(resting.orderId);
    await call('cancel_order', { orderId: resting.orderId });
    expect(JSON.stringify(await call('get_open_orders'))).to.not.contain(resting.orderId);
    expect(await call('get_briefing')).to.be.an('object');
  });

  it('trades venue_b in one tool: quote, sign in the server, submit', async () => {
    const markets = await call('search_markets', { venue: 'venue_b', active: true, limit: 5 });
    const ticker = markets.data.markets[0].ticker;
    const submitted = await call('venue_b_trade', { marketTicker: ticker, side: 'YES', action: 'BUY', amount: 5 });
    expect(submitted).to.include({ status: 'pending', venue: 'venue_b' });
  });

  it('answers an API refusal as a tool error with its errorCode', async () => {
    const res = (await client.callTool({ name: 'get_market_context', arguments: { id: `0x${'ab'.repeat(32)}` } })) as { content: Array<{ text: string }>; isError?: boolean };
    expect(res.isError).to.equal(true);
    expect(JSON.parse(res.content[0]!.text)).to.include({ status: 404 });
    expect(JSON.parse(res.content[0]!.text).errorCode).to.be.a('string').and.not.equal('');
  });
});
