import { Type } from '@sinclair/typebox';
import { EpochMs, NumericId, obj } from './common.js';

const text = (maxLength: number, description: string) => Type.String({ maxLength, description });

/** Spec bounds; howItWorks has none there, so ours keeps one row from growing without limit. */
export const SubmitSkillBody = obj({
  skillName: Type.String({ minLength: 1, maxLength: 100, description: 'required, 1 to 100 characters' }),
  description: Type.String({ minLength: 1, maxLength: 1000, description: 'required, 1 to 1000 characters' }),
  version: Type.Optional(Type.String({ minLength: 1, maxLength: 50, default: '1.0.0', description: 'at most 50 characters; default 1.0.0' })),
  howItWorks: Type.Optional(text(10000, 'at most 10000 characters')),
  registryUrl: Type.Optional(text(255, 'at most 255 characters')),
  repoUrl: Type.Optional(text(255, 'at most 255 characters')),
});

export const SubmittedSkill = obj({
  id: NumericId,
  skillCode: Type.String({ format: 'uuid' }),
  skillName: Type.String(),
  createSource: Type.Integer(),
  reviewStatus: Type.Integer(),
  createdAt: EpochMs,
});

const skillFields = {
  skillCode: Type.String({ format: 'uuid' }),
  skillName: Type.String(),
  description: Type.String(),
  howItWorks: Type.String(),
  author: Type.String(),
  version: Type.String(),
  registryUrl: Type.String(),
  repoUrl: Type.String(),
  uploadUserId: Type.Integer(),
  category: Type.Integer({ description: '1 Official, 2 Partner' }),
  difficultyLevel: Type.Integer(),
  installCount: Type.Integer({ minimum: 0 }),
  createSource: Type.Integer({ description: '1 submitted by an agent through the API' }),
  reviewStatus: Type.Integer({ description: '1 pending, 2 approved, 3 rejected' }),
  reviewRemark: Type.String(),
  createdAt: EpochMs,
  updatedAt: EpochMs,
};

export const Skill = obj(skillFields);

const paging = {
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000, default: 0 })),
};

export const MySkillsQuery = obj({
  category: Type.Optional(Type.Integer({ minimum: 1, maximum: 2, description: '1 Official, 2 Partner' })),
  ...paging,
});

export const SkillPage = obj({ list: Type.Array(Skill), total: Type.Integer({ minimum: 0 }) });

export const ModeratedSkill = obj({
  ...skillFields,
  id: NumericId,
  agentId: NumericId,
  visible: Type.Boolean({ description: 'false: hidden by an operator, never listed to agents' }),
});

export const ReviewQueueQuery = obj({
  reviewStatus: Type.Optional(Type.Integer({ minimum: 1, maximum: 3, default: 1, description: '1 pending (default), 2 approved, 3 rejected' })),
  ...paging,
});

export const ReviewQueue = obj({ list: Type.Array(ModeratedSkill), total: Type.Integer({ minimum: 0 }) });

export const SkillCodeParams = obj({ skillCode: Type.String({ format: 'uuid', description: 'the skill code (a UUID)' }) });

export const ApproveBody = obj({ reviewRemark: Type.Optional(Type.String({ maxLength: 500, description: 'note to the submitter, at most 500 characters' })) });
export const RejectBody = obj({ reviewRemark: Type.String({ minLength: 1, maxLength: 500, description: 'why: shown to the submitter, 1 to 500 characters' }) });
