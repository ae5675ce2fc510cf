/**
 * learnalytics/add-code {code}: links the student to the class of a tracking code (1 to 10
 * letters or digits, any case). 400 for a malformed code; 404 la_code_not_found ("Kode tracking
 * tidak ditemukan") for an unknown one; 409 if already linked (la_code_added) or at the limit of
 * 5 classes (la_code_limit, message code 6).
 */
import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { userOf } from '../../http/auth';
import { laClassMembers } from '../../db/schema';
import { ApiError, done, MESSAGE_CODE } from '../../http/envelope';
import { classByCode, isLinked, MAX_CODES_PER_STUDENT } from '../../learnalytics/classes';
import { normaliseTrackingCode } from '../../learnalytics/tracking-code';
import { AUTH_SECURITY } from '../learning/common';
import { codeBody, codeNotFound, invalidCode, TAGS } from './common';
import { answerSchema } from '../../http/response-schemas';
import { perStudent } from '../../http/rate-limits';

export default async function addCode(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { code: string } }>(
    '/learnalytics/add-code',
    {
      config: { auth: true, rateLimit: perStudent(20) },
      schema: {
        tags: TAGS,
        summary: "Links the student to a tracking code's class.",
        security: AUTH_SECURITY,
        body: codeBody,
        response: answerSchema('user-service/learnalytics/add-code'),
      },
    },
    async (req) => {
      const user = userOf(req);
      const code = normaliseTrackingCode(req.body.code);
      if (!code) throw invalidCode();
      const cls = await classByCode(app.db, code);
      if (!cls) throw codeNotFound();
      if (await isLinked(app.db, user.id, code))
        throw new ApiError(
          409,
          'la_code_added',
          'This code is already added',
          MESSAGE_CODE.conflict,
        );
      const [linked] = await app.db
        .select({ n: count() })
        .from(laClassMembers)
        .where(eq(laClassMembers.userId, user.id));
      if ((linked?.n ?? 0) >= MAX_CODES_PER_STUDENT)
        throw new ApiError(
          409,
          'la_code_limit',
          `At most ${MAX_CODES_PER_STUDENT} tracking codes`,
          MESSAGE_CODE.limit,
        );
      await app.db
        .insert(laClassMembers)
        .values({ code, userId: user.id, linkedAt: app.now() })
        .onConflictDoNothing();
      return done({ code, class_name: cls.name });
    },
  );
}
