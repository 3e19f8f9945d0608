import { Type } from '@sinclair/typebox';
import type { AgentActors } from '../../actors/agents.js';
import { notFound } from '../../engine/errors.js';
import { utcDayWindow } from '../../engine/rate-limits.js';
import { getRiskSettings, riskSettingsView } from '../../engine/risk/settings.js';
import type { Services } from '../../engine/services.js';
import { todayUsage } from '../../engine/trading/limits.js';
import { decimalText, USDC_SCALE } from '../../engine/money.js';
import { route } from '../route.js';
import { NumericId, nullable, obj } from '../schemas/common.js';
import { RiskSettings } from '../schemas/risk-settings.js';

const Recent = obj({ kind: Type.String(), at: Type.Integer(), ms: Type.Number(), ok: Type.Boolean(), error: Type.Optional(Type.String()) });
const ActorStats = obj({
  id: Type.String(),
  mailboxDepth: Type.Integer(),
  processed: Type.Integer(),
  failed: Type.Integer(),
  restarts: Type.Integer(),
  inFlight: nullable(obj({ kind: Type.String(), startedAt: Type.Integer() })),
  lastActivityAt: Type.Integer(),
  avgHandlingMs: Type.Number(),
  maxHandlingMs: Type.Number(),
  recent: Type.Array(Recent),
});
const AgentParams = obj({ agentId: NumericId });
const AgentState = obj({
  agentId: Type.String(),
  halted: Type.Boolean(),
  actor: nullable(ActorStats),
  limits: RiskSettings,
  today: obj({ day: Type.String(), trades: Type.Integer(), amount: Type.String() }),
});

const OPS_ERRORS = [{ status: 403, description: 'An agent key was used: operator endpoints take only OPS_TOKEN.' }];

export function opsRoutes(services: Services, actors: AgentActors) {
  const { db, clock } = services;
  const state = async (agentId: string) => {
    const agent = await db.selectFrom('agents').select(['id', 'halted']).where('id', '=', agentId).executeTakeFirst();
    if (!agent) throw notFound('agent_not_found', `No agent ${agentId}.`);
    const { settings, updatedAt } = await getRiskSettings(db, agentId);
    const { day } = utcDayWindow(clock.now());
    const usage = await todayUsage(db, agentId, day);
    return {
      agentId,
      halted: agent.halted,
      actor: actors.system.stats(agentId) ?? null,
      limits: riskSettingsView(settings, updatedAt),
      today: { day, trades: usage.trades, amount: decimalText(usage.amount, USDC_SCALE) },
    };
  };
  const halt = (halted: boolean) => async ({ params }: { params: { agentId: string } }) => {
    await state(params.agentId);
    await actors.send(params.agentId, { kind: 'setHalted', halted });
    return state(params.agentId);
  };

  return [
    route({
      method: 'GET',
      path: '/ops/actors',
      operationId: 'opsListActors',
      summary: 'Active agent actors: mailbox depth, processed and failed counts, last activity',
      tag: 'Operations',
      auth: 'ops',
      envelope: true,
      response: Type.Array(ActorStats),
      errors: OPS_ERRORS,
      handler: async () => actors.system.list(),
    }),
    route({
      method: 'GET',
      path: '/ops/actors/{agentId}',
      operationId: 'opsActor',
      summary: "One agent's state: actor, limits, today's counters, kill switch",
      tag: 'Operations',
      auth: 'ops',
      envelope: true,
      params: AgentParams,
      response: AgentState,
      errors: [...OPS_ERRORS, { status: 404, description: 'No such agent.' }],
      handler: ({ params }) => state(params.agentId),
    }),
    route({
      method: 'POST',
      path: '/ops/actors/{agentId}/halt',
      operationId: 'opsHalt',
      summary: 'Kill switch: refuse every trade of the agent until resumed',
      tag: 'Operations',
      auth: 'ops',
      envelope: true,
      params: AgentParams,
      response: AgentState,
      errors: [...OPS_ERRORS, { status: 404, description: 'No such agent.' }],
      handler: halt(true),
    }),
    route({
      method: 'POST',
      path: '/ops/actors/{agentId}/resume',
      operationId: 'opsResume',
      summary: 'Lift the kill switch',
      tag: 'Operations',
      auth: 'ops',
      envelope: true,
      params: AgentParams,
      response: AgentState,
      errors: [...OPS_ERRORS, { status: 404, description: 'No such agent.' }],
      handler: halt(false),
    }),
  ];
}
