/**
 * user/update-user-info POST (auth): a partial update of the student's own profile. At least one of:
 * - name: the name rules of section 5 (400 invalid_registration_name, message_code 1 format or 2
 *   rude word, as auth/name-validation answers), stored trimmed;
 * - country: ISO 3166-1 alpha-2, any case, stored upper case (400 invalid_country);
 * - gender: male | female | other | prefer_not;
 * - current_avatar: a starter avatar (0-7) or one the student owns (400 avatar_locked);
 * - lang: en | id | th | hi | ms (also the preference's lang);
 * - diagnostic_flag: skill check status 0 not started, 1 in progress, 2 finished;
 * - diagnostic_popup: false once the skill check invitation was accepted or postponed, or
 *   diagnostic: the spec's "enabled 0 / disabled 1" form of the same (1 = popup disabled).
 * Name, country and gender all set completes the registration (shouldRegister false). Answers the
 * User info entity with shouldRegister. Anything invalid: 400 and nothing is written.
 */
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { userOf, userRowOf } from '../../http/auth';
import { forgetSessionsOf } from '../../http/session-cache';
import { userAvatars, users } from '../../db/schema';
import { ApiError, done, MESSAGE_CODE } from '../../http/envelope';
import { moveCountry } from '../../leaderboard/ledger';
import { countryCode } from '../../text/countries';
import { checkName } from '../../text/name-rules';
import {
  GENDERS,
  LANG_SCHEMA,
  ownedAvatars,
  SECURITY,
  STARTER_AVATARS,
  userInfo,
} from './user-data';
import { answerSchema } from '../../http/response-schemas';

interface Body {
  name?: string;
  country?: string;
  gender?: (typeof GENDERS)[number];
  current_avatar?: number;
  lang?: string;
  diagnostic_flag?: 0 | 1 | 2;
  diagnostic_popup?: boolean;
  diagnostic?: 0 | 1;
}

const invalid = (error: string, message: string) =>
  new ApiError(400, error, `Invalid request: ${message}`, MESSAGE_CODE.validation);

export default async function updateUserInfo(app: FastifyInstance): Promise<void> {
  app.post<{ Body: Body }>(
    '/user/update-user-info',
    {
      config: { auth: true },
      schema: {
        tags: ['user'],
        summary: "Updates the student's own profile (onboarding: name, country, gender, avatar).",
        security: SECURITY,
        body: {
          type: 'object',
          additionalProperties: false,
          minProperties: 1,
          properties: {
            name: { type: 'string', maxLength: 1000 },
            country: { type: 'string', minLength: 2, maxLength: 2 },
            gender: { type: 'string', enum: [...GENDERS] },
            current_avatar: { type: 'integer', minimum: 0, maximum: 1_000_000 },
            lang: LANG_SCHEMA,
            diagnostic_flag: { type: 'integer', enum: [0, 1, 2] },
            diagnostic_popup: { type: 'boolean' },
            diagnostic: { type: 'integer', enum: [0, 1] },
          },
        },
        response: answerSchema('user-service/user/update-user-info'),
      },
    },
    async (req) => {
      const u = userOf(req);
      const b = req.body;
      const set: Partial<typeof users.$inferInsert> = {};

      if (b.name !== undefined) {
        const check = checkName(b.name);
        if (!check.ok)
          throw new ApiError(400, 'invalid_registration_name', check.message, check.code, {
            reason: check.reason,
          });
        set.name = check.name;
      }
      if (b.country !== undefined) {
        const code = countryCode(b.country);
        if (!code)
          throw invalid(
            'invalid_country',
            `country "${b.country}" is not an ISO 3166-1 alpha-2 code`,
          );
        set.country = code;
      }
      if (b.gender !== undefined) set.gender = b.gender;
      if (b.lang !== undefined) set.lang = b.lang;
      if (b.diagnostic_flag !== undefined) set.diagnosticFlag = b.diagnostic_flag;
      if (
        b.diagnostic !== undefined &&
        b.diagnostic_popup !== undefined &&
        b.diagnostic_popup !== (b.diagnostic === 0)
      ) {
        throw invalid(
          'invalid_request',
          'diagnostic and diagnostic_popup disagree; send one of them',
        );
      }
      if (b.diagnostic_popup !== undefined) set.diagnosticPopup = b.diagnostic_popup;
      else if (b.diagnostic !== undefined) set.diagnosticPopup = b.diagnostic === 0;
      if (b.current_avatar !== undefined) {
        if (b.current_avatar >= STARTER_AVATARS) {
          const owned = await app.db
            .select({ id: userAvatars.avatarId })
            .from(userAvatars)
            .where(and(eq(userAvatars.userId, u.id), eq(userAvatars.avatarId, b.current_avatar)))
            .limit(1);
          if (owned.length === 0)
            throw invalid('avatar_locked', `avatar ${b.current_avatar} is not yours yet`);
        }
        set.currentAvatar = b.current_avatar;
      }
      // Computed in the UPDATE from the row's current values, so two concurrent partial updates
      // (name, then country and gender) still complete the registration.
      const merged = (value: string | null | undefined, column: AnyPgColumn) =>
        sql`coalesce(${value ?? null}::text, ${column})`;
      const shouldRegister = sql<boolean>`${users.shouldRegister} and (${merged(set.name, users.name)} is null or ${merged(set.country, users.country)} is null or ${merged(set.gender, users.gender)} is null)`;

      const [updated] = await app.db
        .update(users)
        .set({ ...set, shouldRegister })
        .where(eq(users.id, u.id))
        .returning();
      forgetSessionsOf(app.db, u.id);
      const user = updated ?? (await userRowOf(app.db, u.id));
      if (set.country !== undefined) await moveCountry(app.db, user.id, user.country);
      return done({
        ...userInfo(user, await ownedAvatars(app.db, user.id)),
        gender: user.gender,
        shouldRegister: user.shouldRegister,
      });
    },
  );
}
