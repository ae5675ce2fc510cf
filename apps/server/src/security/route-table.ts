/**
 * Every route of the server, classified for the authorisation suite (authorisation.test.ts fails
 * for a route missing here, so a new route needs its case):
 * - own: acts on the caller's data only, with no id of another student's resource in its input.
 *   `request` is what B sends; B gets `status` (200) and A's data neither leaks nor changes.
 * - foreign: takes the id of a resource of A's. B sending it gets 403 or 404 (or `refusal`, for a
 *   batch route that answers 200 and leaves the item alone) and A's data is unchanged.
 * - privileged: needs a role a student lacks (a community's owner or moderator). B, a plain
 *   member, gets 403 and nothing changes.
 * - public: no token at all, with the reason.
 */
import { STREAK_GOALS } from '@web-ed/engine';
import { ENG, MATH } from '../routes/learning/test-support';
import { activityUpload, PNG_1X1 } from './upload-bodies';
import { C, L, M, pushSubscription, U, type World } from './world';

export interface Request {
  method: 'GET' | 'POST';
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** A server-sent event stream: read the head only. */
  stream?: boolean;
}

type Build = (w: World) => Request;

export type RouteCase =
  | {
      class: 'own';
      request: Build;
      status?: number;
      note?: string;
      /** Sent with B's spare session (a call that ends the session it is sent with). */
      spare?: true;
    }
  | {
      class: 'foreign';
      resource: string;
      request: Build;
      /** Batch routes refuse an item of someone else's inside a 200: the answer expected. */
      refusal?: { status: number; body: Record<string, unknown> };
    }
  | { class: 'privileged'; role: string; request: Build }
  | { class: 'public'; reason: string; onlyWithBuild?: true };

const get = (url: string, stream?: true): Request => ({ method: 'GET', url, stream });
const post = (url: string, payload: unknown = {}): Request => ({ method: 'POST', url, payload });

export const ROUTES: Record<string, RouteCase> = {
  // Public, by the spec (section 6) or by their nature.
  'GET /data/version.json': { class: 'public', reason: 'the version file (spec section 6)' },
  'GET /data/flags.json': {
    class: 'public',
    reason: 'feature flags: maintenance must reach a signed-out device; a token only narrows them',
  },
  'GET /data/locales/config.json': { class: 'public', reason: 'locale config (static, section 7)' },
  'GET /data/locales/:lang': { class: 'public', reason: 'locale files (static, section 7)' },
  'GET /healthz': { class: 'public', reason: 'liveness probe, no data' },
  'GET /readyz': { class: 'public', reason: 'readiness probe: migration count only' },
  'GET /metrics': {
    class: 'public',
    reason: 'operators: METRICS_TOKEN (or METRICS_PUBLIC set), 404 to anyone else (tested below)',
  },
  'OPTIONS *': { class: 'public', reason: 'CORS preflight' },
  'GET /docs/': { class: 'public', reason: 'the OpenAPI document and its viewer' },
  'GET /docs/static/index.html': { class: 'public', reason: 'the OpenAPI viewer' },
  'GET /docs/static/swagger-initializer.js': { class: 'public', reason: 'the OpenAPI viewer' },
  'GET /docs/static/*': { class: 'public', reason: 'the OpenAPI viewer' },
  'GET /docs/json': { class: 'public', reason: 'the OpenAPI document' },
  'GET /docs/yaml': { class: 'public', reason: 'the OpenAPI document' },
  'GET /*': {
    class: 'public',
    reason: 'the built front end (present only after a build)',
    onlyWithBuild: true,
  },
  'GET /': {
    class: 'public',
    reason: 'the landing page (the sign-in), from the built front end',
    onlyWithBuild: true,
  },
  'GET /media/shop/:file': { class: 'public', reason: 'shop item pictures (catalogue)' },
  'GET /media/content/:subjectId/*': {
    class: 'public',
    reason: "course media (images, audio), like the courses' public content",
  },
  'POST /embed/api/session': {
    class: 'public',
    reason: "a partner page's anonymous play, EMBED_ORIGINS only",
  },
  [`POST ${U}/auth/local-sign-in`]: { class: 'public', reason: 'sign-in (section 6)' },
  [`GET ${U}/auth/providers`]: { class: 'public', reason: 'sign-in (section 6): what it offers' },
  [`GET ${U}/auth/authorize-url`]: { class: 'public', reason: 'sign-in (section 6)' },
  [`POST ${U}/auth/sign-in`]: { class: 'public', reason: 'sign-in (section 6)' },
  [`POST ${U}/faq/get-faq`]: { class: 'public', reason: 'FAQ fetch (section 6)' },
  [`GET ${U}/get-time`]: { class: 'public', reason: 'server-time fetch (section 6)' },
  [`GET ${L}/get-time`]: { class: 'public', reason: 'server-time fetch (section 6)' },
  [`GET ${L}/learning/get-ads`]: { class: 'public', reason: 'get-ads (section 6)' },
  [`GET ${U}/notification/push-public-key`]: {
    class: 'public',
    reason: "the server's public VAPID key",
  },
  [`GET ${L}/learning/get-pack-key`]: {
    class: 'public',
    reason: "the public key of chapter packs' signatures: a phone checks a shared chapter with it",
  },
  [`GET ${L}/certificates/verify/:code`]: {
    class: 'public',
    reason: 'the public certificate check: whoever holds the code may verify it',
  },
  [`GET ${C}/community/media/:file`]: {
    class: 'public',
    reason: 'post images, by unguessable name (the post itself is access-checked)',
  },

  // User service.
  [`POST ${U}/auth/claim-anonymous`]: {
    class: 'foreign',
    resource: "A's session token passed as an anonymous account's",
    request: (w) => post(`${U}/auth/claim-anonymous`, { anonymous_token: w.a.token }),
  },
  [`POST ${U}/auth/sign-out`]: {
    class: 'own',
    request: () => post(`${U}/auth/sign-out`),
    spare: true,
  },
  [`POST ${U}/auth/name-validation`]: {
    class: 'own',
    request: () => post(`${U}/auth/name-validation`, { name: 'AuthzAlice' }),
  },
  [`GET ${U}/user/get-user-info`]: { class: 'own', request: () => get(`${U}/user/get-user-info`) },
  [`GET ${U}/user/get-user-profile`]: {
    class: 'own',
    request: () => get(`${U}/user/get-user-profile`),
  },
  [`GET ${U}/user/get-user-preference`]: {
    class: 'own',
    request: () => get(`${U}/user/get-user-preference`),
  },
  [`GET ${U}/user/get-avatars`]: { class: 'own', request: () => get(`${U}/user/get-avatars`) },
  [`GET ${U}/user/get-backgrounds`]: {
    class: 'own',
    request: () => get(`${U}/user/get-backgrounds`),
  },
  [`GET ${U}/user/get-learning-progress`]: {
    class: 'own',
    request: () => get(`${U}/user/get-learning-progress`),
  },
  [`POST ${U}/user/update-user-info`]: {
    class: 'own',
    request: (w) => post(`${U}/user/update-user-info`, { current_avatar: w.avatar }),
    status: 400,
    note: "A's bought avatar is not B's",
  },
  [`POST ${U}/user/set-user-preference`]: {
    class: 'own',
    request: () => post(`${U}/user/set-user-preference`, { current_subject: ENG.subject }),
  },
  [`POST ${U}/user/set-time-zone`]: {
    class: 'own',
    request: () => post(`${U}/user/set-time-zone`, { time_zone: 'Asia/Bangkok' }),
  },
  [`POST ${U}/user/set-background`]: {
    class: 'own',
    request: (w) => post(`${U}/user/set-background`, { background_id: w.background }),
    status: 400,
    note: "A's bought background is not B's",
  },
  [`POST ${U}/user/set-event-history`]: {
    class: 'own',
    note: "events are keyed per student: A's uuid stores B's own event",
    request: (w) =>
      post(`${U}/user/set-event-history`, {
        events: [
          {
            event_name: 'open_page',
            event_category: 'navigation',
            event_properties: { user_pseudo_id: -7 },
            platform: 'web-ed',
            app_version: '3.2.0',
            language: 'en',
            timestamp: 1_790_000_000,
            uuid: w.eventUuid,
          },
        ],
      }),
  },
  [`POST ${U}/user/remove-red-dot`]: {
    class: 'own',
    request: () => post(`${U}/user/remove-red-dot`, { keys: ['red_dot_new_background'] }),
  },
  [`GET ${U}/streak/get-streak`]: { class: 'own', request: () => get(`${U}/streak/get-streak`) },
  [`GET ${U}/streak/check`]: { class: 'own', request: () => get(`${U}/streak/check`) },
  [`POST ${U}/streak/set-goal`]: {
    class: 'own',
    request: () => post(`${U}/streak/set-goal`, { goal: STREAK_GOALS[0] }),
  },
  [`GET ${U}/shop/get-items`]: { class: 'own', request: () => get(`${U}/shop/get-items`) },
  [`POST ${U}/shop/buy`]: {
    class: 'own',
    request: (w) => post(`${U}/shop/buy`, { type: 'avatar', id: w.avatar }),
  },
  [`GET ${U}/leaderboard/get-leaderboard`]: {
    class: 'own',
    note: 'other students appear by name and points, by design; nothing else of theirs',
    request: () => get(`${U}/leaderboard/get-leaderboard?scope=all_time`),
  },
  [`GET ${U}/learnalytics/get-codes`]: {
    class: 'own',
    request: () => get(`${U}/learnalytics/get-codes`),
  },
  [`POST ${U}/learnalytics/add-code`]: {
    class: 'own',
    note: "a class code is shared with students on purpose; the link is B's own row",
    request: () => post(`${U}/learnalytics/add-code`, { code: 'PARTNER1' }),
  },
  [`POST ${U}/learnalytics/cancel-code`]: {
    class: 'foreign',
    resource: "A's link to a class",
    request: (w) => post(`${U}/learnalytics/cancel-code`, { code: w.linkedCode }),
  },
  [`GET ${U}/learnalytics/class-report`]: {
    class: 'foreign',
    resource: "A's class (A is its teacher)",
    request: (w) => get(`${U}/learnalytics/class-report?code=${w.classCode}`),
  },
  [`POST ${U}/faq/set-faq`]: { class: 'own', request: () => post(`${U}/faq/set-faq`, { id: 1 }) },
  [`GET ${U}/notification/get-notifications`]: {
    class: 'own',
    request: () => get(`${U}/notification/get-notifications?open=true`),
  },
  [`POST ${U}/notification/set-notifications`]: {
    class: 'foreign',
    resource: "A's notification",
    request: (w) =>
      post(`${U}/notification/set-notifications`, {
        action: 'delete',
        notif_ids: [w.notification],
      }),
    refusal: { status: 200, body: { data: { notif_ids: [] } } },
  },
  [`POST ${U}/notification/set-push-subscription`]: {
    class: 'own',
    note: "B's own endpoint; an endpoint is a device's secret, and a device that changes hands moves",
    request: () =>
      post(
        `${U}/notification/set-push-subscription`,
        pushSubscription('http://127.0.0.1:9/push/authz-b'),
      ),
  },
  [`POST ${U}/notification/remove-push-subscription`]: {
    class: 'foreign',
    resource: "A's push subscription",
    request: (w) =>
      post(`${U}/notification/remove-push-subscription`, { endpoint: w.pushEndpoint }),
    // Always this answer (whether or not a row was there): nothing to learn from it.
    refusal: { status: 200, body: { data: { removed: true } } },
  },

  // Learning service.
  [`GET ${L}/learning/get-subjects`]: {
    class: 'own',
    request: () => get(`${L}/learning/get-subjects`),
  },
  [`GET ${L}/learning/get-chapters`]: {
    class: 'own',
    request: () => get(`${L}/learning/get-chapters?subject_id=${ENG.subject}`),
  },
  [`GET ${L}/learning/get-tasks`]: {
    class: 'own',
    request: () => get(`${L}/learning/get-tasks?chapter_id=${ENG.chapter}`),
  },
  [`GET ${L}/learning/get-questions`]: {
    class: 'own',
    request: () =>
      get(`${L}/learning/get-questions?subject_id=${ENG.subject}&chapter_id=${ENG.chapter}`),
  },
  [`POST ${L}/learning/get-quiz-questions`]: {
    class: 'own',
    request: () =>
      post(`${L}/learning/get-quiz-questions`, {
        subject_id: ENG.subject,
        chapter_id: ENG.chapter,
      }),
  },
  [`GET ${L}/learning/get-course-pack`]: {
    class: 'own',
    note: 'content sizes, the same for every student: no student data',
    request: () => get(`${L}/learning/get-course-pack?subject_id=${ENG.subject}`),
  },
  [`GET ${L}/learning/get-chapter-pack`]: {
    class: 'own',
    note: 'content, signed; its tasks as a student with no plays sees them: no student data',
    request: () =>
      get(`${L}/learning/get-chapter-pack?subject_id=${ENG.subject}&chapter_id=${ENG.chapter}`),
  },
  [`POST ${L}/learning/get-content-data`]: {
    class: 'own',
    note: "content; B sees B's completion marks only",
    request: () =>
      post(`${L}/learning/get-content-data`, { task_id: 10111, subject_id: ENG.subject }),
  },
  [`POST ${L}/learning/minigame-finish`]: {
    class: 'foreign',
    resource: "A's identifier in a finish record",
    request: (w) =>
      post(`${L}/learning/minigame-finish`, { records: [w.record(w.a.id, 'authz-b-as-a')] }),
    refusal: {
      status: 200,
      body: { results: [{ status: 'refused', code: 'identifier_mismatch' }] },
    },
  },
  [`POST ${L}/learning/task-completion`]: {
    class: 'own',
    request: () => post(`${L}/learning/task-completion`, { task_id: 10111 }),
  },
  [`POST ${L}/learning/task-upload`]: {
    class: 'own',
    request: (w) => ({
      method: 'POST',
      url: `${L}/learning/task-upload`,
      ...activityUpload(w.activity, 'b.png'),
    }),
  },
  [`GET ${L}/learning/get-task-upload`]: {
    class: 'own',
    note: "the activity is content; B sees B's uploads only",
    request: (w) => get(`${L}/learning/get-task-upload?question_id=${w.activity}`),
  },
  [`POST ${L}/learning/save-quiz-answer`]: {
    class: 'own',
    request: (w) =>
      post(`${L}/learning/save-quiz-answer`, {
        question_id: w.quizQuestion,
        answer: ['b'],
        subject_id: ENG.subject,
      }),
  },
  [`POST ${L}/learning/listening-result`]: {
    class: 'own',
    note: 'judges content, stores nothing',
    request: () =>
      post(`${L}/learning/listening-result`, { question_id: 'lis-1-1-01', answer: ['library'] }),
  },
  [`POST ${L}/learning/set-like`]: {
    class: 'own',
    request: () => post(`${L}/learning/set-like`, { task_id: 10111 }),
  },
  [`POST ${L}/learning/dictionary-translate`]: {
    class: 'own',
    request: () => post(`${L}/learning/dictionary-translate`, { word: 'library' }),
  },
  [`GET ${L}/learning/get-programs`]: {
    class: 'own',
    request: () => get(`${L}/learning/get-programs`),
  },
  [`POST ${L}/learning/set-certificate-name`]: {
    class: 'own',
    request: () => post(`${L}/learning/set-certificate-name`, { name: 'AuthzBob' }),
  },
  [`GET ${L}/learning/get-certificates`]: {
    class: 'own',
    request: () => get(`${L}/learning/get-certificates`),
  },
  [`GET ${L}/learning/download-certificate`]: {
    class: 'foreign',
    resource: "A's certificate code",
    request: (w) => get(`${L}/learning/download-certificate?code=${w.certificate}`),
  },
  [`GET ${L}/learning/get-questionnaires`]: {
    class: 'own',
    request: () => get(`${L}/learning/get-questionnaires`),
  },
  [`GET ${L}/learning/get-questionnaire`]: {
    class: 'own',
    note: "the questionnaire is content; the answers shown are B's (none)",
    request: () => get(`${L}/learning/get-questionnaire?id=1`),
  },
  [`POST ${L}/learning/submit-questionnaire`]: {
    class: 'own',
    note: "A answered this questionnaire: B's answer is B's own row",
    request: () =>
      post(`${L}/learning/submit-questionnaire`, {
        id: 1,
        answers: [
          { question_id: 'goal', value: 'school' },
          { question_id: 'skills', value: ['listening'] },
          { question_id: 'confidence', value: 4 },
        ],
      }),
  },
  [`GET ${L}/learning/skill-check/get`]: {
    class: 'own',
    request: () => get(`${L}/learning/skill-check/get`),
  },
  [`POST ${L}/learning/skill-check/answer`]: {
    class: 'own',
    request: (w) =>
      post(`${L}/learning/skill-check/answer`, { question_id: w.bSkillQuestion, answer: [] }),
  },
  [`POST ${L}/learning/skill-check/start`]: {
    class: 'own',
    request: () => post(`${L}/learning/skill-check/start`, { restart: true }),
  },
  [`GET ${L}/learning/skill-check/result`]: {
    class: 'own',
    status: 404,
    note: "B has not finished: skill_check_not_finished, whatever A's state",
    request: () => get(`${L}/learning/skill-check/result`),
  },
  [`POST ${L}/learning/update-progress-missions`]: {
    class: 'own',
    request: () => post(`${L}/learning/update-progress-missions`),
  },

  // Chat (learning service).
  [`GET ${L}/get-chat`]: {
    class: 'foreign',
    resource: "A's chat session",
    request: (w) => get(`${L}/get-chat?chat_id=${w.chat.sessionId}`),
  },
  [`POST ${L}/submit-chat`]: {
    class: 'own',
    note: "client ids are per student: A's gives B a new message, not A's",
    request: (w) => post(`${L}/submit-chat`, { text: 'halo kak', client_id: w.chat.clientId }),
  },
  [`GET ${L}/check-chat`]: { class: 'own', request: () => get(`${L}/check-chat`) },
  [`GET ${L}/clear-chat`]: { class: 'own', request: () => get(`${L}/clear-chat`) },
  [`POST ${L}/validate-chat`]: {
    class: 'own',
    request: () => post(`${L}/validate-chat`, { text: 'arti library' }),
  },
  [`POST ${L}/refresh-chat-session`]: {
    class: 'own',
    request: () => post(`${L}/refresh-chat-session`),
  },
  [`POST ${L}/translate-chat`]: {
    class: 'foreign',
    resource: "A's chat message",
    request: (w) =>
      post(`${L}/translate-chat`, { message_id: w.chat.tutorMessageId, target_language: 'en' }),
  },

  // Mission service.
  [`GET ${M}/mission/get-missions`]: {
    class: 'own',
    request: () => get(`${M}/mission/get-missions`),
  },
  [`GET ${M}/mission/get-mission-cards`]: {
    class: 'own',
    request: () => get(`${M}/mission/get-mission-cards`),
  },
  [`GET ${M}/mission/claim-reward`]: {
    class: 'own',
    request: () => get(`${M}/mission/claim-reward?type=regular_mission&id=daily_login`),
  },
  [`POST ${M}/mission/cerebry-mission-check`]: {
    class: 'own',
    request: () =>
      post(`${M}/mission/cerebry-mission-check`, {
        subject_id: MATH.subject,
        chapter_id: MATH.chapter,
      }),
  },
  [`POST ${M}/mission/mission-behavior`]: {
    class: 'own',
    request: () => post(`${M}/mission/mission-behavior`, { button_id: 'shop_explore' }),
  },
  [`POST ${M}/mission/update-progress-missions`]: {
    class: 'own',
    request: () => post(`${M}/mission/update-progress-missions`),
  },

  // Community service.
  [`GET ${C}/community/overview`]: { class: 'own', request: () => get(`${C}/community/overview`) },
  [`GET ${C}/community/explore`]: {
    class: 'own',
    note: "A's private community is not listed",
    request: () => get(`${C}/community/explore?q=circle`),
  },
  [`GET ${C}/community/mine`]: { class: 'own', request: () => get(`${C}/community/mine`) },
  [`GET ${C}/community/my-appeals`]: {
    class: 'own',
    request: () => get(`${C}/community/my-appeals`),
  },
  [`GET ${C}/community/newsfeed`]: {
    class: 'own',
    note: "posts of B's communities, without A's hidden one",
    request: () => get(`${C}/community/newsfeed`),
  },
  [`POST ${C}/community/upload-image`]: {
    class: 'own',
    request: () => ({
      method: 'POST',
      url: `${C}/community/upload-image`,
      payload: PNG_1X1,
      headers: { 'content-type': 'image/png' },
    }),
  },
  [`GET ${C}/community/get-community`]: {
    class: 'foreign',
    resource: "A's private community",
    request: (w) => get(`${C}/community/get-community?id=${w.community.privateId}`),
  },
  [`GET ${C}/community/get-posts`]: {
    class: 'foreign',
    resource: "A's private community",
    request: (w) => get(`${C}/community/get-posts?community_id=${w.community.privateId}`),
  },
  [`GET ${C}/community/feed-stream`]: {
    class: 'foreign',
    resource: "A's private community",
    request: (w) => get(`${C}/community/feed-stream?community_id=${w.community.privateId}`, true),
  },
  [`POST ${C}/community/join`]: {
    class: 'foreign',
    resource: "A's private community",
    request: (w) => post(`${C}/community/join`, { community_id: w.community.privateId }),
  },
  [`POST ${C}/community/leave`]: {
    class: 'foreign',
    resource: "A's private community",
    request: (w) => post(`${C}/community/leave`, { community_id: w.community.privateId }),
  },
  [`POST ${C}/community/create-post`]: {
    class: 'foreign',
    resource: "A's private community",
    request: (w) =>
      post(`${C}/community/create-post`, { community_id: w.community.privateId, text: 'hi' }),
  },
  [`GET ${C}/community/get-comments`]: {
    class: 'foreign',
    resource: "A's private post",
    request: (w) => get(`${C}/community/get-comments?post_id=${w.community.privatePost}`),
  },
  [`POST ${C}/community/comment`]: {
    class: 'foreign',
    resource: "A's hidden post (B is a member of its community)",
    request: (w) => post(`${C}/community/comment`, { post_id: w.community.hiddenPost, text: 'hi' }),
  },
  [`POST ${C}/community/like`]: {
    class: 'foreign',
    resource: "A's hidden post (B is a member of its community)",
    request: (w) => post(`${C}/community/like`, { post_id: w.community.hiddenPost, like: true }),
  },
  [`POST ${C}/community/report`]: {
    class: 'foreign',
    resource: "A's private post",
    request: (w) =>
      post(`${C}/community/report`, { post_id: w.community.privatePost, reason: 'spam' }),
  },
  [`POST ${C}/community/appeal`]: {
    class: 'foreign',
    resource: "A's hidden post (only its author appeals)",
    request: (w) =>
      post(`${C}/community/appeal`, { post_id: w.community.hiddenPost, reason: 'please' }),
  },
  [`POST ${C}/community/moderate`]: {
    class: 'privileged',
    role: 'owner or moderator of the community',
    request: (w) =>
      post(`${C}/community/moderate`, { post_id: w.community.visiblePost, action: 'hide' }),
  },
  [`GET ${C}/community/moderation-queue`]: {
    class: 'privileged',
    role: 'owner or moderator of the community',
    request: (w) => get(`${C}/community/moderation-queue?community_id=${w.community.publicId}`),
  },
  [`POST ${C}/community/decide-appeal`]: {
    class: 'privileged',
    role: 'owner or moderator of the community',
    request: (w) =>
      post(`${C}/community/decide-appeal`, { appeal_id: w.community.appeal, decision: 'accept' }),
  },
  [`POST ${C}/community/set-role`]: {
    class: 'privileged',
    role: 'owner of the community',
    request: (w) =>
      post(`${C}/community/set-role`, {
        community_id: w.community.publicId,
        user_id: w.b.id,
        role: 'moderator',
      }),
  },

  // Voting (community service): events are public to students; votes are each student's own.
  [`GET ${C}/voting/events`]: {
    class: 'own',
    request: () => get(`${C}/voting/events?list=ongoing`),
  },
  [`GET ${C}/voting/get-event`]: {
    class: 'own',
    request: (w) => get(`${C}/voting/get-event?id=${w.voting.event}`),
  },
  [`GET ${C}/voting/get-candidate`]: {
    class: 'own',
    request: (w) => get(`${C}/voting/get-candidate?id=${w.voting.candidate}`),
  },
  [`GET ${C}/voting/standings`]: {
    class: 'own',
    request: (w) => get(`${C}/voting/standings?event_id=${w.voting.event}`),
  },
  [`GET ${C}/voting/standings-stream`]: {
    class: 'own',
    request: (w) => get(`${C}/voting/standings-stream?event_id=${w.voting.event}`, true),
  },
  [`POST ${C}/voting/vote`]: {
    class: 'own',
    request: (w) =>
      post(`${C}/voting/vote`, { candidate_id: w.voting.candidate, idempotency_key: 'authz-b-1' }),
  },
  [`POST ${C}/voting/participate`]: {
    class: 'own',
    request: (w) => post(`${C}/voting/participate`, { event_id: w.voting.event }),
  },

  // Last: it resets B's progress (votes and the skill check among it) that cases above use.
  [`POST ${L}/learning/reset-account`]: {
    class: 'own',
    request: () => post(`${L}/learning/reset-account`, { type: 'progress' }),
  },
};
