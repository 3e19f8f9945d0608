import type { Db } from '../db/connect.js';
import { conflict, notFound } from '../errors.js';
import { recordEvent } from '../webhooks/outbox.js';

/** Spec values 1 (pending) and 2 (approved); 3 (rejected) is ours. */
export const REVIEW_STATUS = { pending: 1, approved: 2, rejected: 3 } as const;
const SKILL_CATEGORY = { official: 1, partner: 2 } as const;
/** Ours: the one way skills arrive today, an agent's POST /agent/skill/submit-skill. */
const CREATE_SOURCE = { agentApi: 1 } as const;
const DEFAULT_DIFFICULTY = 2;

/** The Skill resource of the spec. */
export interface SkillView {
  skillCode: string;
  skillName: string;
  description: string;
  howItWorks: string;
  author: string;
  version: string;
  registryUrl: string;
  repoUrl: string;
  uploadUserId: number;
  category: number;
  difficultyLevel: number;
  installCount: number;
  createSource: number;
  reviewStatus: number;
  reviewRemark: string;
  createdAt: string;
  updatedAt: string;
}

/** What operators see: the skill, its row id, the submitting agent and whether it is listed. */
export interface ModeratedSkill extends SkillView {
  id: string;
  agentId: string;
  visible: boolean;
}

export interface SubmitSkillInput {
  skillName: string;
  description: string;
  version?: string;
  howItWorks?: string;
  registryUrl?: string;
  repoUrl?: string;
}

export interface SubmittedSkill {
  id: string;
  skillCode: string;
  skillName: string;
  createSource: number;
  reviewStatus: number;
  createdAt: string;
}

const ms = (date: Date) => String(date.getTime());

/** Skills with their uploader: the submitting agent's current owner, so a claim carries them over. */
const withOwner = (db: Db) => db.selectFrom('skills').innerJoin('agents', 'agents.id', 'skills.agent_id').selectAll('skills').select('agents.user_id');

type SkillQuery = ReturnType<typeof withOwner>;
type SkillRow = Awaited<ReturnType<SkillQuery['executeTakeFirstOrThrow']>>;

/** One page of `query` by submission time, and how many rows the whole query holds. */
async function skillPage(query: SkillQuery, order: 'asc' | 'desc', page: { limit: number; offset: number }): Promise<{ rows: SkillRow[]; total: number }> {
  const { total } = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await query.orderBy('skills.created_at', order).orderBy('skills.id', order).limit(page.limit).offset(page.offset).execute();
  return { rows, total: Number(total) };
}

const skillView = (row: SkillRow): SkillView => ({
  skillCode: row.skill_code,
  skillName: row.skill_name,
  description: row.description,
  howItWorks: row.how_it_works,
  author: row.author,
  version: row.version,
  registryUrl: row.registry_url,
  repoUrl: row.repo_url,
  uploadUserId: Number(row.user_id),
  category: row.category,
  difficultyLevel: row.difficulty_level,
  installCount: row.install_count,
  createSource: row.create_source,
  reviewStatus: row.review_status,
  reviewRemark: row.review_remark,
  createdAt: ms(row.created_at),
  updatedAt: ms(row.updated_at),
});

const moderatedView = (row: SkillRow): ModeratedSkill => ({ ...skillView(row), id: row.id, agentId: row.agent_id, visible: row.visible });

/**
 * A new skill, pending moderation; the author is the owner's display name at submission. Its code
 * is the request's work id: submitted again as the same work (a retry that took over an
 * Idempotency-Key), the skill that run made is answered instead of a second one.
 */
export async function submitSkill(db: Db, agentId: string, input: SubmitSkillInput, now: Date, skillCode: string): Promise<SubmittedSkill> {
  const owner = await db
    .selectFrom('agents')
    .innerJoin('users', 'users.id', 'agents.user_id')
    .select('users.display_name')
    .where('agents.id', '=', agentId)
    .executeTakeFirstOrThrow();
  const inserted = await db
    .insertInto('skills')
    .values({
      skill_code: skillCode,
      agent_id: agentId,
      skill_name: input.skillName,
      description: input.description,
      how_it_works: input.howItWorks ?? '',
      author: owner.display_name,
      version: input.version ?? '1.0.0',
      registry_url: input.registryUrl ?? '',
      repo_url: input.repoUrl ?? '',
      category: SKILL_CATEGORY.partner,
      difficulty_level: DEFAULT_DIFFICULTY,
      install_count: 0,
      create_source: CREATE_SOURCE.agentApi,
      review_status: REVIEW_STATUS.pending,
      review_remark: '',
      visible: true,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('skill_code').doNothing())
    .returningAll()
    .executeTakeFirst();
  const row = inserted ?? (await db.selectFrom('skills').selectAll().where('skill_code', '=', skillCode).where('agent_id', '=', agentId).executeTakeFirstOrThrow());
  return {
    id: row.id,
    skillCode: row.skill_code,
    skillName: row.skill_name,
    createSource: row.create_source,
    reviewStatus: row.review_status,
    createdAt: ms(row.created_at),
  };
}

/** The owner's approved, visible skills, newest first. */
export async function mySkills(
  db: Db,
  userId: string,
  page: { category?: number; limit: number; offset: number },
): Promise<{ list: SkillView[]; total: number }> {
  let query = withOwner(db).where('agents.user_id', '=', userId).where('skills.review_status', '=', REVIEW_STATUS.approved).where('skills.visible', '=', true);
  if (page.category !== undefined) query = query.where('skills.category', '=', page.category);
  const { rows, total } = await skillPage(query, 'desc', page);
  return { list: rows.map(skillView), total };
}

export async function skillsForReview(db: Db, page: { reviewStatus: number; limit: number; offset: number }): Promise<{ list: ModeratedSkill[]; total: number }> {
  // Oldest first: the queue is worked in the order skills arrived.
  const { rows, total } = await skillPage(withOwner(db).where('skills.review_status', '=', page.reviewStatus), 'asc', page);
  return { list: rows.map(moderatedView), total };
}

export type ModerationAction = 'approve' | 'reject' | 'hide' | 'unhide';

/** What each action sets, and the state it refuses to repeat. */
const ACTIONS: Record<ModerationAction, { event: string; set: { review_status?: number; visible?: boolean }; already: (row: SkillRow) => boolean }> = {
  approve: { event: 'approved', set: { review_status: REVIEW_STATUS.approved }, already: (r) => r.review_status === REVIEW_STATUS.approved },
  reject: { event: 'rejected', set: { review_status: REVIEW_STATUS.rejected }, already: (r) => r.review_status === REVIEW_STATUS.rejected },
  hide: { event: 'hidden', set: { visible: false }, already: (r) => !r.visible },
  unhide: { event: 'unhidden', set: { visible: true }, already: (r) => r.visible },
};

/**
 * An operator's decision, and the `skill.reviewed` event to the submitting agent's webhooks, in
 * one transaction. Approve and reject may reverse an earlier decision; repeating one is a 409.
 */
export async function moderateSkill(db: Db, skillCode: string, action: ModerationAction, reviewRemark: string | undefined, now: Date): Promise<ModeratedSkill> {
  return db.transaction().execute(async (trx) => {
    const current = await withOwner(trx).where('skills.skill_code', '=', skillCode).forUpdate('skills').executeTakeFirst();
    if (!current) throw notFound('skill_not_found', `No skill ${skillCode}; list skills awaiting review at GET /ops/skills.`);
    const { event, set, already } = ACTIONS[action];
    if (already(current)) throw conflict('skill_unchanged', `Skill ${skillCode} is already ${event}.`);
    const updated = await trx
      .updateTable('skills')
      .set({ ...set, ...(reviewRemark !== undefined ? { review_remark: reviewRemark } : {}), updated_at: now })
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const row: SkillRow = { ...updated, user_id: current.user_id };
    await recordEvent(trx, {
      agentId: row.agent_id,
      kind: 'skill.reviewed',
      at: now,
      payload: { skillCode: row.skill_code, skillName: row.skill_name, action: event, reviewStatus: row.review_status, reviewRemark: row.review_remark, visible: row.visible },
    });
    return moderatedView(row);
  });
}
