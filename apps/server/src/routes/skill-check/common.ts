/** Shared by the skill check routes: the bank of the server's content folder, tags, security. */
import type { FastifyInstance } from 'fastify';
import { DEFAULT_CONTENT_DIR } from '../../content/seed';
import { ApiError } from '../../http/envelope';
import { skillCheckBank, type SkillCheckBank } from '../../skill-check/bank';

export const TAGS = ['skill-check'];
export const SECURITY: { [label: string]: string[] }[] = [{ bearer: [] }, { token: [] }];

/** The bank, or 503 skill_check_unavailable when it failed its checks (logged once). */
export function bankOf(app: FastifyInstance): SkillCheckBank {
  const load = skillCheckBank(app.config.contentDir ?? DEFAULT_CONTENT_DIR);
  if (!load.ok) {
    app.log.warn(`skill check unavailable: ${load.reason}`);
    throw new ApiError(503, 'skill_check_unavailable', 'The skill check is not available');
  }
  return load.bank;
}

const level = {
  type: 'object',
  required: ['level', 'code', 'label'],
  properties: {
    level: { type: 'integer', minimum: 0, maximum: 5 },
    code: { type: 'string' },
    label: { type: 'string' },
  },
} as const;

export const RESULT_SCHEMA = {
  type: 'object',
  required: ['level', 'code', 'label', 'skills', 'recommended', 'finished_at'],
  properties: {
    ...level.properties,
    skills: { type: 'object', additionalProperties: level },
    finished_at: { type: 'string', format: 'date-time' },
    recommended: {
      type: 'array',
      items: {
        type: 'object',
        required: ['subject_id', 'subject_name'],
        properties: { subject_id: { type: 'integer' }, subject_name: { type: 'string' } },
      },
    },
  },
} as const;

/** The envelope of every skill check answer: progress, the item on screen, the result. */
export const STATE_RESPONSE = {
  200: {
    type: 'object',
    required: ['done', 'data'],
    properties: {
      done: { const: 1 },
      message_code: { type: 'integer' },
      data: {
        type: 'object',
        required: ['diagnostic_flag', 'answered', 'total', 'question', 'result'],
        properties: {
          diagnostic_flag: { enum: [0, 1, 2] },
          answered: { type: 'integer' },
          total: { type: 'integer' },
          question: {
            anyOf: [
              { type: 'null' },
              {
                type: 'object',
                required: ['id', 'skill', 'type', 'content', 'answer_count'],
                properties: {
                  id: { type: 'string' },
                  skill: { enum: ['reading', 'grammar', 'speaking', 'listening'] },
                  type: { type: 'integer' },
                  schemaVersion: { type: 'integer' },
                  content: { type: 'object' },
                  answer_count: { type: 'integer' },
                  media_subject_id: { type: 'integer' },
                },
              },
            ],
          },
          result: { anyOf: [{ type: 'null' }, RESULT_SCHEMA] },
        },
      },
    },
  },
} as const;
