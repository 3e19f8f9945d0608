import type { Services } from '../../engine/services.js';
import { moderateSkill, REVIEW_STATUS, skillsForReview, type ModerationAction } from '../../engine/skills/skills.js';
import { route } from '../route.js';
import { ApproveBody, ModeratedSkill, RejectBody, ReviewQueue, ReviewQueueQuery, SkillCodeParams } from '../schemas/skills.js';
import { OPS_ERRORS } from './ops.js';

const DECISION_ERRORS = [
  ...OPS_ERRORS,
  { status: 404, description: 'No such skill.' },
  { status: 409, description: 'The skill is already in the state the action asks for.' },
];

export function skillModerationRoutes(services: Services) {
  const { db, clock } = services;
  const decide = (action: ModerationAction, summary: string, body: typeof ApproveBody | typeof RejectBody | undefined) =>
    route({
      method: 'POST',
      path: `/ops/skills/{skillCode}/${action}`,
      operationId: `opsSkill${action[0]!.toUpperCase()}${action.slice(1)}`,
      summary,
      description: "The submitting agent's webhooks receive skill.reviewed.",
      tag: 'Operations',
      auth: 'ops',
      envelope: true,
      params: SkillCodeParams,
      ...(body ? { body } : {}),
      response: ModeratedSkill,
      errors: DECISION_ERRORS,
      handler: ({ params, body: input }) =>
        moderateSkill(db, params.skillCode, action, (input as { reviewRemark?: string } | undefined)?.reviewRemark, new Date(clock.now())),
    });

  return [
    route({
      method: 'GET',
      path: '/ops/skills',
      operationId: 'opsSkillQueue',
      summary: 'Skills by review status, oldest first: pending (1) unless reviewStatus says otherwise',
      description:
        'Operator token required. Skills awaiting review by default; reviewStatus 2 lists approved ones and 3 rejected ones.',
      tag: 'Operations',
      auth: 'ops',
      envelope: true,
      query: ReviewQueueQuery,
      response: ReviewQueue,
      errors: OPS_ERRORS,
      handler: ({ query }) => skillsForReview(db, { reviewStatus: query.reviewStatus ?? REVIEW_STATUS.pending, limit: query.limit ?? 20, offset: query.offset ?? 0 }),
    }),
    decide('approve', 'Approve a skill (reviewStatus 2): it is listed in its owner’s my-skills while visible', ApproveBody),
    decide('reject', 'Reject a skill (reviewStatus 3) with a reviewRemark saying why', RejectBody),
    decide('hide', 'Hide a skill from every listing to agents, whatever its review status', undefined),
    decide('unhide', 'List a hidden skill again', undefined),
  ];
}
