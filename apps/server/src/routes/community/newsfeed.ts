/**
 * GET community/newsfeed ?before&lang (auth): the newsfeed (issue 8): posts of my communities
 * (visible ones), results of ended voting events, newest first, NEWSFEED_PAGE a page
 * (community/newsfeed.ts; `next_before` for the next page); and on the first page the program
 * news (the house announcements in the student's language).
 */
import type { FastifyInstance } from 'fastify';
import { and, desc, eq, gt, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import type { Lang } from '@web-ed/engine';
import { userOf } from '../../http/auth';
import {
  announcements,
  communities,
  communityMembers,
  communityPosts,
  votingEvents,
} from '../../db/schema';
import { done } from '../../http/envelope';
import { mergeFeed } from '../../community/newsfeed';
import { standingsOf } from '../../voting/standings';
import { postViews, SECURITY, TAGS } from './common';
import { answerSchema } from '../../http/response-schemas';

export const NEWSFEED_PAGE = 20;

type Item =
  { at: Date; kind: 'post'; postId: number } | { at: Date; kind: 'vote_result'; eventId: number };

export default async function newsfeed(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { before?: string; lang?: Lang } }>(
    '/community/newsfeed',
    {
      config: { auth: true },
      schema: {
        tags: TAGS,
        summary: "My communities' posts, voting results and program news, newest first.",
        security: SECURITY,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            // A real UTC time: the pattern alone let "2026-16-00T:.Z" through to the query (500).
            before: {
              type: 'string',
              format: 'date-time',
              pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:.]+Z$',
            },
            lang: { enum: ['en', 'id', 'th', 'hi', 'ms'] },
          },
        },
        response: answerSchema('community-service/community/newsfeed'),
      },
    },
    async (req, reply) => {
      const u = userOf(req);
      const lang = (req.query.lang ?? u.lang) as Lang;
      const now = app.now();
      const before = req.query.before ? new Date(req.query.before) : null;
      const mine = await app.db
        .select({ id: communityMembers.communityId })
        .from(communityMembers)
        .where(eq(communityMembers.userId, u.id));
      const posts =
        mine.length === 0
          ? []
          : await app.db
              .select({ id: communityPosts.id, at: communityPosts.createdAt })
              .from(communityPosts)
              .where(
                and(
                  inArray(
                    communityPosts.communityId,
                    mine.map((m) => m.id),
                  ),
                  eq(communityPosts.status, 'visible'),
                  before ? lt(communityPosts.createdAt, before) : undefined,
                ),
              )
              .orderBy(desc(communityPosts.createdAt), desc(communityPosts.id))
              .limit(NEWSFEED_PAGE + 1);
      const ended = await app.db
        .select({ id: votingEvents.id, at: votingEvents.endsAt })
        .from(votingEvents)
        .where(
          and(lte(votingEvents.endsAt, now), before ? lt(votingEvents.endsAt, before) : undefined),
        )
        .orderBy(desc(votingEvents.endsAt))
        .limit(NEWSFEED_PAGE + 1);
      const page = mergeFeed<Item>(
        [
          posts.map((p) => ({ at: p.at, kind: 'post' as const, postId: p.id })),
          ended.map((e) => ({ at: e.at, kind: 'vote_result' as const, eventId: e.id })),
        ],
        NEWSFEED_PAGE,
      );
      const postIds = page.items.flatMap((i) => (i.kind === 'post' ? [i.postId] : []));
      const postRows =
        postIds.length === 0
          ? []
          : await app.db
              .select({ p: communityPosts, name: communities.name })
              .from(communityPosts)
              .innerJoin(communities, eq(communities.id, communityPosts.communityId))
              .where(inArray(communityPosts.id, postIds));
      const views = new Map(
        (
          await postViews(
            app.db,
            postRows.map((r) => r.p),
            u.id,
          )
        ).map((v) => [v.id, v]),
      );
      const names = new Map(postRows.map((r) => [r.p.id, r.name]));
      const items = [];
      for (const i of page.items) {
        if (i.kind === 'post') {
          const post = views.get(i.postId);
          if (post)
            items.push({
              kind: i.kind,
              at: i.at.toISOString(),
              community_name: names.get(i.postId) ?? '',
              post,
            });
        } else {
          const [e] = await app.db
            .select()
            .from(votingEvents)
            .where(eq(votingEvents.id, i.eventId));
          if (!e) continue;
          const s = await standingsOf(app.db, e.id);
          items.push({
            kind: i.kind,
            at: i.at.toISOString(),
            event: {
              id: e.id,
              slug: e.slug,
              title: e.title[lang] || e.title.en || '',
              total: s.total,
              winners:
                s.total > 0 ? s.candidates.filter((c) => c.rank === 1).map((c) => c.name) : [],
            },
          });
        }
      }
      const news = before
        ? []
        : await app.db
            .select()
            .from(announcements)
            .where(
              and(
                eq(announcements.lang, lang),
                eq(announcements.active, true),
                or(isNull(announcements.startsAt), lte(announcements.startsAt, now)),
                or(isNull(announcements.endsAt), gt(announcements.endsAt, now)),
              ),
            )
            .orderBy(desc(announcements.priority), announcements.id);
      reply.header('cache-control', 'no-store');
      return done({
        news: news.map((n) => ({
          id: n.id,
          title: n.title,
          body: n.body,
          link: n.link,
          cta: n.cta,
        })),
        items,
        next_before: page.nextBefore?.toISOString() ?? null,
      });
    },
  );
}
