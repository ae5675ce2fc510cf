/**
 * The data of the authorisation suite: student A holds something of every kind a route can name
 * (a chat, a private community with a post and a comment, a hidden post and its appeal in a public
 * one, a notification, a push subscription, an upload, a certificate, a survey answer, a class,
 * purchases, plays, an analytics event), and student B, a member of A's public community, tries to
 * reach it. `secrets` are strings of A's data that no answer to B may contain.
 */
import { createECDH, randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { FinishRecord } from '@web-ed/schemas';
import { newCertificateCode } from '../certificates/code';
import {
  certificates,
  chatMessages,
  communities,
  communityMembers,
  courseChapters,
  laClasses,
  users,
  votingCandidates,
  votingEvents,
} from '../db/schema';
import { notify } from '../notifications/notify';
import { ENG, finishRecord, loadTask, MATH } from '../routes/learning/test-support';
import { SERVICE_PREFIX } from '../routes/prefixes';
import { rudeWordIn } from '../text/name-rules';
import type { TestContext } from '../test/harness';
import { activityUpload } from './upload-bodies';

export type Caller = (opts: InjectOptions & { token?: string }) => Promise<LightMyRequestResponse>;

export interface Student {
  token: string;
  /** A second session of the same student, for the call that ends its own session. */
  spareToken: string;
  id: string;
  email: string;
}

export interface World {
  a: Student;
  b: Student;
  secrets: string[];
  chat: { sessionId: string; tutorMessageId: string; clientId: string };
  community: {
    /** Private, A the owner, B not a member. */
    privateId: number;
    privatePost: number;
    /** Public, A the owner, B a member. */
    publicId: number;
    visiblePost: number;
    hiddenPost: number;
    appeal: number;
  };
  notification: number;
  pushEndpoint: string;
  certificate: string;
  /** A learnalytics class A owns, and the seeded one A is linked to. */
  classCode: string;
  linkedCode: string;
  /** Shop items A bought (B owns neither). */
  avatar: number;
  background: number;
  eventUuid: string;
  voting: { event: number; candidate: number };
  /** The ecopower fun activity A uploaded to. */
  activity: string;
  quizQuestion: string;
  /** The skill check item on B's screen (B started the check). */
  bSkillQuestion: string;
  /** A finish record of one play, as `identifier` would send it. */
  record: (identifier: string, session: string) => FinishRecord;
}

export const U = SERVICE_PREFIX.user;
export const L = SERVICE_PREFIX.learning;
export const M = SERVICE_PREFIX.mission;
export const C = SERVICE_PREFIX.community;

const letters = (n: number) =>
  Array.from({ length: n }, () => 'abcdefghijklmnopqrstuvwxyz'[randomInt(26)]).join('');

/** A Web Push subscription with a real P-256 key, at a local port nothing listens on. */
export function pushSubscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint,
    keys: { p256dh: ecdh.getPublicKey('base64url'), auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
  };
}

export async function buildWorld(ctx: TestContext, call: Caller): Promise<World> {
  // Secrets are posted as community text: twelve random letters now and then spell a word the
  // community refuses (a CI run's did), so such a draw is drawn again.
  const secret = (what: string): string => {
    const text = `${what}${letters(12)}`;
    return rudeWordIn(text) ? secret(what) : text;
  };
  const ok = async (opts: InjectOptions & { token?: string }) => {
    const res = await call(opts);
    if (res.statusCode >= 300)
      throw new Error(`setup: ${opts.method} ${opts.url} → ${res.statusCode} ${res.body}`);
    return res;
  };
  const student = async (who: string): Promise<Student> => {
    const email = `authz-${who}-${letters(8)}@example.com`;
    const token = await ctx.signIn(email);
    const info = await ok({ method: 'GET', url: `${U}/user/get-user-info`, token });
    const spareToken = await ctx.signIn(email);
    return { token, spareToken, id: (info.json() as { data: { id: string } }).data.id, email };
  };
  const db = ctx.database.db;
  const now = ctx.clock.now();
  const a = await student('a');
  const b = await student('b');
  const s = {
    chat: secret('chat'),
    privateName: secret('circle'),
    post: secret('post'),
    comment: secret('comment'),
    hidden: secret('hidden'),
    appeal: secret('appeal'),
    notification: secret('notif'),
    push: secret('push'),
    upload: secret('upload'),
    survey: secret('survey'),
    event: secret('event'),
  };

  for (const [who, name] of [
    [a, 'AuthzAlice'],
    [b, 'AuthzBob'],
  ] as const)
    await ok({
      method: 'POST',
      url: `${U}/user/update-user-info`,
      token: who.token,
      payload: { name, country: 'ID', gender: 'other' },
    });

  // Plays, purchases and the rest of a learner's everyday rows.
  const task = await loadTask(ctx, ENG.subject, 10111);
  const record = (identifier: string, session: string) =>
    finishRecord(task, {
      userId: identifier,
      session,
      subjectId: ENG.subject,
      chapterId: ENG.chapter,
      correct: 8,
      finishedAt: ctx.clock.now().getTime(),
    });
  await ok({
    method: 'POST',
    url: `${L}/learning/minigame-finish`,
    token: a.token,
    payload: { records: [record(a.id, 'authz-a-play-1')] },
  });
  await db.update(users).set({ diamond: 100 }).where(eq(users.id, a.id));
  await db.update(users).set({ diamond: 50, votes: 5 }).where(eq(users.id, b.id));
  const [avatar, background] = [8, 1];
  await ok({
    method: 'POST',
    url: `${U}/shop/buy`,
    token: a.token,
    payload: { type: 'avatar', id: avatar },
  });
  await ok({
    method: 'POST',
    url: `${U}/shop/buy`,
    token: a.token,
    payload: { type: 'background', id: background },
  });
  const quizQuestion = task.questions[0]!.id;
  await ok({
    method: 'POST',
    url: `${L}/learning/save-quiz-answer`,
    token: a.token,
    payload: { question_id: quizQuestion, answer: ['a'], subject_id: ENG.subject },
  });
  await ok({
    method: 'POST',
    url: `${L}/learning/set-like`,
    token: a.token,
    payload: { task_id: task.id },
  });
  await ok({ method: 'POST', url: `${U}/faq/set-faq`, token: a.token, payload: { id: 1 } });
  await ok({ method: 'POST', url: `${U}/streak/set-goal`, token: a.token, payload: { goal: 2 } });
  const eventUuid = `authz-a-${letters(8)}`;
  await ok({
    method: 'POST',
    url: `${U}/user/set-event-history`,
    token: a.token,
    payload: {
      events: [
        {
          event_name: 'open_page',
          event_category: 'navigation',
          event_properties: { user_pseudo_id: -42, note: s.event },
          platform: 'web-ed',
          app_version: '3.2.0',
          language: 'en',
          timestamp: Math.floor(now.getTime() / 1000),
          uuid: eventUuid,
        },
      ],
    },
  });
  for (const who of [a, b])
    await ok({
      method: 'POST',
      url: `${L}/learning/skill-check/start`,
      token: who.token,
      payload: {},
    });
  const bSkill = await ok({ method: 'GET', url: `${L}/learning/skill-check/get`, token: b.token });
  const bSkillQuestion = (bSkill.json() as { data: { question: { id: string } } }).data.question.id;
  // cerebry-mission-check needs an external (Cerebry) chapter to count.
  await db
    .update(courseChapters)
    .set({ isCerebry: true })
    .where(eq(courseChapters.chapterId, MATH.chapter));

  // The chat: A's message and the tutor's answer.
  const clientId = `authz-a-${letters(10)}`;
  await ok({
    method: 'POST',
    url: `${L}/submit-chat`,
    token: a.token,
    payload: { text: `tolong ${s.chat}`, client_id: clientId },
  });
  const chat = await ok({ method: 'GET', url: `${L}/get-chat`, token: a.token });
  const sessionId = (chat.json() as { data: { session_id: string } }).data.session_id;
  const [tutor] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, a.id), eq(chatMessages.role, 'tutor')));
  const tutorMessageId = tutor!.id;

  // Communities: a private one of A's, and a public one where B is a member.
  const community = async (name: string, visibility: 'public' | 'private') => {
    const [c] = await db
      .insert(communities)
      .values({ slug: `authz-${letters(8)}`, name, visibility, createdAt: now })
      .returning();
    await db
      .insert(communityMembers)
      .values({ communityId: c!.id, userId: a.id, role: 'owner', joinedAt: now });
    return c!.id;
  };
  const post = async (communityId: number, text: string) =>
    (
      (
        await ok({
          method: 'POST',
          url: `${C}/community/create-post`,
          token: a.token,
          payload: { community_id: communityId, text },
        })
      ).json() as { data: { id: number } }
    ).data.id;
  const privateId = await community(`Circle ${s.privateName}`, 'private');
  const publicId = await community('Authz commons', 'public');
  await ok({
    method: 'POST',
    url: `${C}/community/join`,
    token: b.token,
    payload: { community_id: publicId },
  });
  const privatePost = await post(privateId, `Homework ${s.post}`);
  await ok({
    method: 'POST',
    url: `${C}/community/comment`,
    token: a.token,
    payload: { post_id: privatePost, text: `Answer ${s.comment}` },
  });
  const visiblePost = await post(publicId, 'Hello everyone');
  const hiddenPost = await post(publicId, `Oops ${s.hidden}`);
  await ok({
    method: 'POST',
    url: `${C}/community/moderate`,
    token: a.token,
    payload: { post_id: hiddenPost, action: 'hide' },
  });
  const appeal = await ok({
    method: 'POST',
    url: `${C}/community/appeal`,
    token: a.token,
    payload: { post_id: hiddenPost, reason: `Please ${s.appeal}` },
  });

  // A notification, then a push subscription (nothing is pushed to it afterwards).
  const notified = await notify(ctx.app, a.id, 'community_reply', {
    name: 'Rina',
    post: s.notification,
  });
  await notified!.pushed;
  const pushEndpoint = `http://127.0.0.1:9/push/${s.push}`;
  await ok({
    method: 'POST',
    url: `${U}/notification/set-push-subscription`,
    token: a.token,
    payload: pushSubscription(pushEndpoint),
  });

  const activity = 'eco-1-1-01';
  await ok({
    method: 'POST',
    url: `${L}/learning/task-upload`,
    token: a.token,
    ...activityUpload(activity, `${s.upload}.png`),
  });

  const certificate = newCertificateCode();
  await db
    .insert(certificates)
    .values({ code: certificate, userId: a.id, programId: 4, issuedAt: now });
  await ok({
    method: 'POST',
    url: `${L}/learning/set-certificate-name`,
    token: a.token,
    payload: { name: 'AuthzAlice' },
  });
  await ok({
    method: 'POST',
    url: `${L}/learning/submit-questionnaire`,
    token: a.token,
    payload: {
      id: 1,
      answers: [
        { question_id: 'goal', value: 'work' },
        { question_id: 'skills', value: ['reading'] },
        { question_id: 'confidence', value: 2 },
        { question_id: 'hopes', value: s.survey },
      ],
    },
  });

  const classCode = `AZ${letters(6).toUpperCase()}`;
  await db
    .insert(laClasses)
    .values({ code: classCode, name: 'Authz class', ownerId: a.id, createdAt: now });
  const linkedCode = 'DEMO1';
  await ok({
    method: 'POST',
    url: `${U}/learnalytics/add-code`,
    token: a.token,
    payload: { code: linkedCode },
  });

  const [event] = await db
    .insert(votingEvents)
    .values({
      slug: `authz-${letters(8)}`,
      title: { en: 'Authz vote' },
      description: { en: 'Vote!' },
      startsAt: new Date(now.getTime() - 86_400_000),
      endsAt: new Date(now.getTime() + 2 * 86_400_000),
      starterVotes: 1,
    })
    .returning();
  const [candidate] = await db
    .insert(votingCandidates)
    .values({
      eventId: event!.id,
      slug: 'alpha',
      name: 'Alpha',
      description: { en: 'A' },
      position: 0,
    })
    .returning();
  await ok({
    method: 'POST',
    url: `${C}/voting/participate`,
    token: a.token,
    payload: { event_id: event!.id },
  });

  return {
    a,
    b,
    secrets: [a.email, sessionId, tutorMessageId, pushEndpoint, certificate, ...Object.values(s)],
    chat: { sessionId, tutorMessageId, clientId },
    community: {
      privateId,
      privatePost,
      publicId,
      visiblePost,
      hiddenPost,
      appeal: (appeal.json() as { data: { id: number } }).data.id,
    },
    notification: notified!.id,
    pushEndpoint,
    certificate,
    classCode,
    linkedCode,
    avatar,
    background,
    eventUuid,
    voting: { event: event!.id, candidate: candidate!.id },
    activity,
    quizQuestion,
    bSkillQuestion,
    record,
  };
}
