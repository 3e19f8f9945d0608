import { expect } from 'chai';
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
