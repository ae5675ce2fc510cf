import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { analyticsEvents, chatMessages } from '../db/schema';
import { describeEachDb } from '../test/harness';
import { unstorableTextAt } from './validation';

describe('unstorableTextAt', () => {
  it('finds U+0000 and unpaired surrogates in values and keys, by JSON pointer', () => {
    expect(unstorableTextAt({ a: ['ok', 'x\u0000y'] })).toBe('/a/1');
    expect(unstorableTextAt({ 'k/\u0000': 1 })).toBe('/k~1\u0000');
    expect(unstorableTextAt({ a: { b: '\ud800' } })).toBe('/a/b');
    expect(unstorableTextAt(['\udc00x'])).toBe('/0');
    expect(unstorableTextAt('x\ud83d')).toBe('');
  });

  it('lets every other text through, emoji pairs included', () => {
    expect(unstorableTextAt({ a: '👩‍👩‍👧‍👦 مرحبا \u202e', b: [1, null, true] })).toBeNull();
  });
});

// The route fuzzer (security/fuzz.test.ts) found these answering 500: PostgreSQL refuses U+0000
// in text and jsonb, and an unpaired surrogate in jsonb. Now they are 400s and nothing is written.
describeEachDb('request text PostgreSQL cannot store', (ctx) => {
  const event = (extra: Record<string, unknown>) => ({
    event_name: 'page_view',
    event_category: 'navigation',
    event_properties: { user_pseudo_id: -4242 },
    platform: 'web-ed',
    app_version: '3.2.0',
    language: 'en',
    timestamp: 1_795_000_000,
    uuid: 'ev-1',
    ...extra,
  });
  const rows = async () => ({
    events: (await ctx.database.db.select({ n: count() }).from(analyticsEvents))[0]!.n,
    chat: (await ctx.database.db.select({ n: count() }).from(chatMessages))[0]!.n,
  });

  it.each([
    ['a NUL in a text field', { events: [event({ uuid: 'a\u0000b' })] }, '/events/0/uuid'],
    [
      'an unpaired surrogate in a jsonb value',
      { events: [event({ event_properties: { user_pseudo_id: -1, page: '\ud800' } })] },
      '/events/0/event_properties/page',
    ],
    [
      'a NUL in a jsonb key',
      { events: [event({ event_properties: { user_pseudo_id: -1, 'p\u0000': 1 } })] },
      '/events/0/event_properties/p\u0000',
    ],
  ])('refuses %s with a 400 naming where', async (_name, body, at) => {
    const token = await ctx.signIn();
    const before = await rows();
    const res = await ctx.call({
      method: 'POST',
      url: '/user-service/api/web-ed/user/set-event-history',
      token,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_request', message_code: 3 });
    expect(res.json().details[0].instancePath).toBe(at);
    expect(await rows()).toEqual(before);
  });

  it('refuses them in query strings and chat messages too', async () => {
    const token = await ctx.signIn();
    const before = await rows();
    const explore = await ctx.call({
      method: 'GET',
      url: '/community-service/api/community/explore?q=a%00b',
      token,
    });
    expect(explore.statusCode).toBe(400);
    const chat = await ctx.call({
      method: 'POST',
      url: '/learning-service/api/web-ed/submit-chat',
      token,
      payload: { text: 'what is \u0000?' },
    });
    expect(chat.statusCode).toBe(400);
    expect(await rows()).toEqual(before);
  });
});

describeEachDb('uuid format', (ctx) => {
  it('takes the form the uuid column stores, not "urn:uuid:…" (the column refuses it: a 500)', async () => {
    const token = await ctx.signIn();
    const id = 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11';
    const getChat = (chatId: string) =>
      ctx.call({
        method: 'GET',
        url: `/learning-service/api/web-ed/get-chat?chat_id=${chatId}`,
        token,
      });
    expect((await getChat(`urn:uuid:${id}`)).statusCode).toBe(400);
    // The plain form passes validation and is looked up: no such chat.
    expect((await getChat(id)).statusCode).toBe(404);
  });
});
