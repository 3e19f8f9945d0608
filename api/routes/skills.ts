import type { Services } from '../../engine/services.js';
import { mySkills, submitSkill } from '../../engine/skills/skills.js';
import { route } from '../route.js';
import { MySkillsQuery, SkillPage, SubmitSkillBody, SubmittedSkill } from '../schemas/skills.js';

export function skillRoutes(services: Services) {
  const { db, clock } = services;
  return [
    route({
      method: 'POST',
      path: '/agent/skill/submit-skill',
      operationId: 'submitSkill',
      summary: 'Submit a skill for moderation',
      description:
        'The service sets reviewStatus 1 (pending), difficultyLevel 2, category 2 (Partner), a UUID skillCode, the uploader ' +
        "(the key's owner) and the author (the owner's display name). An operator approves (2) or rejects (3) it; the " +
        "agent's webhooks receive skill.reviewed.",
      tag: 'Skills',
      auth: 'agent',
      envelope: true,
      idempotent: true,
      body: SubmitSkillBody,
      response: SubmittedSkill,
      handler: ({ agent, body, workId }) => submitSkill(db, agent.agentId, body, new Date(clock.now()), workId),
    }),
    route({
      method: 'GET',
      path: '/agent/skill/my-skills',
      operationId: 'mySkills',
      summary: "The owner's approved and visible skills, newest first",
      description:
        'The skills of the agent\'s owner that an operator approved and that are not hidden.',
      tag: 'Skills',
      auth: 'agent',
      envelope: true,
      query: MySkillsQuery,
      response: SkillPage,
      handler: ({ agent, query }) =>
        mySkills(db, agent.userId, { limit: query.limit ?? 20, offset: query.offset ?? 0, ...(query.category !== undefined ? { category: query.category } : {}) }),
    }),
  ];
}
