import { Type } from '@sinclair/typebox';
import type { AgentActors } from '../../actors/agents.js';
import { notFound } from '../../engine/errors.js';
import { utcDayWindow } from '../../engine/rate-limits.js';
import { getRiskSettings, riskSettingsView } from '../../engine/accounts/risk-settings.js';
import type { Services } from '../../engine/services.js';
import { todayUsage } from '../../engine/accounts/limits.js';
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

export const OPS_ERRORS = [{ status: 403, description: 'An agent key was used: operator endpoints take only OPS_TOKEN.' }];
const AGENT_ERRORS = [...OPS_ERRORS, { status: 404, description: 'No such agent.' }];

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
  /** The kill switch, through the agent's actor so that it lands between two of its trades. */
  const killSwitch = (halted: boolean, operationId: string, path: string, summary: string, description: string) =>
    route({
      method: 'POST',
      path,
      operationId,
      summary,
      description,
      tag: 'Operations',
      auth: 'ops',
      envelope: true,
      params: AgentParams,
      response: AgentState,
      errors: AGENT_ERRORS,
      handler: async ({ params }) => {
        await state(params.agentId);
        await actors.send(params.agentId, { kind: 'setHalted', halted });
        return state(params.agentId);
      },
    });

  return [
    route({
      method: 'GET',
      path: '/ops/actors',
      operationId: 'opsListActors',
      summary: 'Active agent actors: mailbox depth, processed and failed counts, last activity',
      description:
        'Operator token required. The actors held in this process\'s memory now; an agent without one has none active.',
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
      description:
        'Operator token required. The agent\'s actor in this process (if active), its risk settings and what today\'s limits have counted, and whether trading is halted.',
      tag: 'Operations',
      auth: 'ops',
      envelope: true,
      params: AgentParams,
      response: AgentState,
      errors: AGENT_ERRORS,
      handler: ({ params }) => state(params.agentId),
    }),
    killSwitch(
      true,
      'opsHalt',
      '/ops/actors/{agentId}/halt',
      'Kill switch: refuse every trade of the agent until resumed',
      'Operator token required. From now on every trade and submit of the agent is refused with 403 `agent_halted`, in every process. Answers the agent\'s state.',
    ),
    killSwitch(false, 'opsResume', '/ops/actors/{agentId}/resume', 'Lift the kill switch', 'Operator token required. The agent trades again; answers its state.'),
  ];
}
