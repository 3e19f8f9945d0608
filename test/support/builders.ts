import { expect } from 'chai';
import { generatePrivateKey, privateKeyToAccount, type LocalAccount, type PrivateKeyAccount } from 'viem/accounts';
import { clobAuthTypedData } from '../../engine/venues/venue_a/sim/api-keys.js';
import type { Api } from './client.js';

export interface RegisteredAgent {
  agentId: string;
  agentName: string;
  key: string;
  claimCode: string;
  claimUrl: string;
}

let counter = 0;

export async function registerAgent(api: Api, name = `agent-${++counter}`): Promise<RegisteredAgent> {
  const res = await api.post('/agents/register', { name, description: `test agent ${name}` });
  expect(res.status, JSON.stringify(res.body)).to.equal(200);
  return {
    agentId: res.body.agentId,
    agentName: res.body.agentName,
    key: res.body.apiKeyCode,
    claimCode: res.body.claimCode,
    claimUrl: res.body.claimUrl,
  };
}

/** Venue credentials from the simulated venue, proven with the wallet's ClobAuth signature (dated `nowMs`, the service's time). */
export async function simVenueCredentials(
  api: Api,
  key: string,
  wallet: { address: `0x${string}`; signTypedData: LocalAccount['signTypedData'] },
  signer: { signTypedData: LocalAccount['signTypedData'] } = wallet,
  nowMs = Date.now(),
): Promise<{ apiKey: string; apiSecret: string; apiPassphrase: string }> {
  const timestamp = String(Math.floor(nowMs / 1000));
  const signature = await signer.signTypedData(clobAuthTypedData(wallet.address, timestamp, 0n));
  const res = await api.post('/venue_a/sim/api-key', { address: wallet.address, timestamp, signature }, { key });
  expect(res.status, JSON.stringify(res.body)).to.equal(200);
  return res.body.data;
}

/** Links an EOA to the agent through a signed challenge. */
export async function linkEoa(api: Api, key: string, account: LocalAccount): Promise<void> {
  const challenge = await api.get(`/wallet/link/challenge?address=${account.address}`, { key });
  expect(challenge.status, JSON.stringify(challenge.body)).to.equal(200);
  const signature = await account.signMessage({ message: challenge.body.message });
  const res = await api.post('/wallet/link', { address: account.address, signature, nonce: challenge.body.nonce }, { key });
  expect(res.status, JSON.stringify(res.body)).to.equal(200);
}

/** An agent with a fresh EOA wallet linked and, unless null, these risk settings saved. */
export async function tradingAgent(api: Api, limits: object | null): Promise<{ agent: RegisteredAgent; wallet: PrivateKeyAccount }> {
  const agent = await registerAgent(api);
  const wallet = privateKeyToAccount(generatePrivateKey());
  await linkEoa(api, agent.key, wallet);
  if (limits) expect((await api.post('/markets/risk-settings', limits, { key: agent.key })).status).to.equal(200);
  return { agent, wallet };
}
