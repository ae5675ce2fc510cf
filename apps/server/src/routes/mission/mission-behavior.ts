/**
 * mission/mission-behavior POST (auth), body `{page_route?, button_id?}` (at least one): a page
 * visited or a button pressed. Advances the page and button_click missions it matches, each at
 * most once per mission period (a resend changes nothing). `recorded[].first_time` says whether
 * the server had never seen that behaviour; `resend_after` is the student's next local midnight:
 * before it, resending a recorded behaviour cannot count again, so the client need not send it.
 */
import type { FastifyInstance } from 'fastify';
import { periodOf } from '@web-ed/engine';
import { done } from '../../http/envelope';
import { missionBehaviors } from '../../db/schema';
import { advanceForBehaviour, type Behaviour } from '../../missions/advance';
import { BUTTON_IDS, normaliseRoute } from '../../missions/catalogue';
import { SECURITY, TAGS, withStudent } from './common';
import { answerSchema } from '../../http/response-schemas';

interface Body {
  page_route?: string;
  button_id?: (typeof BUTTON_IDS)[number];
}

export default async function missionBehavior(app: FastifyInstance): Promise<void> {
  app.post<{ Body: Body }>(
    '/mission/mission-behavior',
    {
      config: { auth: true },
      schema: {
        tags: TAGS,
        summary: 'Records a page visit or a button press for page and button missions.',
        security: SECURITY,
        body: {
          type: 'object',
          additionalProperties: false,
          minProperties: 1,
          properties: {
            page_route: { type: 'string', pattern: '^/[A-Za-z0-9/_-]*$', maxLength: 100 },
            button_id: { type: 'string', enum: [...BUTTON_IDS] },
          },
        },
        response: answerSchema('mission-service/mission/mission-behavior'),
      },
    },
    async (req) => {
      const now = app.now();
      const behaviours: Behaviour[] = [];
      if (req.body.page_route !== undefined) behaviours.push({ page_route: req.body.page_route });
      if (req.body.button_id !== undefined) behaviours.push({ button_id: req.body.button_id });
      return done(
        await withStudent(app, req, async (tx, mu, catalogue) => {
          const recorded: { key: string; first_time: boolean }[] = [];
          const completed: string[] = [];
          for (const b of behaviours) {
            const key =
              'page_route' in b ? `page:${normaliseRoute(b.page_route)}` : `button:${b.button_id}`;
            const fresh = await tx
              .insert(missionBehaviors)
              .values({ userId: mu.id, key, firstAt: now })
              .onConflictDoNothing()
              .returning({ key: missionBehaviors.key });
            recorded.push({ key, first_time: fresh.length > 0 });
            completed.push(...(await advanceForBehaviour(tx, mu, b, now, catalogue)));
          }
          return {
            recorded,
            missions_completed: completed,
            resend_after: periodOf('daily', now.getTime(), mu.zone).end,
          };
        }),
      );
    },
  );
}
