import type { Static } from '@sinclair/typebox';
import {
  getRiskSettings,
  patchFromInput,
  riskSettingsView,
  updateRiskSettings,
} from '../../engine/accounts/risk-settings.js';
import type { AgentActors } from '../../actors/agents.js';
import type { Services } from '../../engine/services.js';
import { route } from '../route.js';
import { RiskSettings, RiskSettingsBody } from '../schemas/risk-settings.js';

const DESCRIPTION =
  'Omitted fields keep their value; null clears takeProfitPercent or stopLossPercent. Without saved ' +
  'settings the defaults apply first. Changes hold from the next trade request on.';

export function riskSettingsRoutes(services: Services, actors: AgentActors) {
  const { db } = services;
  const read = async (agentId: string) => {
    const { settings, updatedAt } = await getRiskSettings(db, agentId);
    return riskSettingsView(settings, updatedAt);
  };
  const write = async (agentId: string, body: Static<typeof RiskSettingsBody>) => {
    // Through the actor: a change lands between two trades of the agent, never inside one.
    const { settings, updatedAt } = await actors.send<Awaited<ReturnType<typeof updateRiskSettings>>>(agentId, {
      kind: 'updateSettings',
      patch: patchFromInput(body),
    });
    return riskSettingsView(settings, updatedAt);
  };

  // The same settings under two paths: /agents/settings in the envelope, /markets/risk-settings raw.
  return [
    route({
      method: 'GET',
      path: '/agents/settings',
      operationId: 'getAgentSettings',
      summary: "The agent's trading settings",
      description:
        'The same settings as GET /markets/risk-settings, in the `{code, message, data}` envelope.',
      tag: 'Risk settings',
      auth: 'agent',
      envelope: true,
      response: RiskSettings,
      handler: ({ agent }) => read(agent.agentId),
    }),
    route({
      method: 'POST',
      path: '/agents/settings',
      operationId: 'updateAgentSettings',
      summary: "Update the agent's trading settings",
      description: DESCRIPTION,
      tag: 'Risk settings',
      auth: 'agent',
      envelope: true,
      body: RiskSettingsBody,
      response: RiskSettings,
      handler: ({ agent, body }) => write(agent.agentId, body),
    }),
    route({
      method: 'GET',
      path: '/markets/risk-settings',
      operationId: 'getRiskSettings',
      summary: "The agent's risk settings (raw body); the defaults when nothing is saved",
      description:
        'The limits every trade is checked against (per trade, per day, per market position, trades a day) and the stop-loss / take-profit settings; the defaults until the agent saves any.',
      tag: 'Risk settings',
      auth: 'agent',
      envelope: false,
      response: RiskSettings,
      handler: ({ agent }) => read(agent.agentId),
    }),
    route({
      method: 'POST',
      path: '/markets/risk-settings',
      operationId: 'updateRiskSettings',
      summary: "Update the agent's risk settings (raw body)",
      description: DESCRIPTION,
      tag: 'Risk settings',
      auth: 'agent',
      envelope: false,
      body: RiskSettingsBody,
      response: RiskSettings,
      handler: ({ agent, body }) => write(agent.agentId, body),
    }),
  ];
}
