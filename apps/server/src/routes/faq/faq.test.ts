import { expect, it } from 'vitest';
import { Knowledge } from '../../chat/knowledge';
import { describeEachDb } from '../../test/harness';
import { newStudent, seedBeforeAll } from '../learning/test-support';

const U = '/user-service/api/web-ed';

describeEachDb('faq/get-faq and faq/set-faq', (ctx) => {
  seedBeforeAll(ctx);
  const get = (query = '', lang?: string, token?: string) =>
    ctx.call({
      method: 'POST',
      url: `${U}/faq/get-faq${query}`,
      token,
      payload: lang ? { lang } : {},
    });

  it('answers the topics and items in every language, without a token', async () => {
    const all = (await get('', 'en')).json();
    expect(all.done).toBe(1);
    expect(all.data.categories.map((c: { category: string }) => c.category)).toEqual([
      'general',
      'voting',
      'qrinfo',
      'learnstreak',
      'aichat',
      'myprogram',
    ]);
    expect(all.data.categories.every((c: { count: number }) => c.count > 0)).toBe(true);
    expect(all.data.faqs.length).toBe(11);
    for (const lang of ['id', 'th', 'hi', 'ms']) {
      const other = (await get('', lang)).json().data.faqs;
      expect(other.map((f: { id: number }) => f.id)).toEqual(
        all.data.faqs.map((f: { id: number }) => f.id),
      );
      expect(other[0].question).not.toBe(all.data.faqs[0].question);
      expect(other[0].lang).toBe(lang);
    }
    const programs = (await get('?category=myprogram', 'id')).json().data.faqs;
    expect(programs.map((f: { id: number }) => f.id)).toEqual([9, 10]);
    expect(programs[0]).toMatchObject({ question: 'Apa itu program?', category: 'myprogram' });
    const one = (await get('?id=7&category=learnstreak', 'en')).json().data.faqs;
    expect(one).toEqual([expect.objectContaining({ id: 7, question: 'Learning streak' })]);
    expect((await get('?id=999', 'en')).statusCode).toBe(404);
    expect((await get('?category=nope', 'en')).statusCode).toBe(400);
    expect((await get('', 'xx')).statusCode).toBe(400);
    // No body at all: English.
    const bare = await ctx.call({ method: 'POST', url: `${U}/faq/get-faq` });
    expect(bare.statusCode, bare.body).toBe(200);
    expect(bare.json().data.faqs[0].lang).toBe('en');
  });

  it('searches the FAQ text, best first', async () => {
    const hits = (await get('?q=certificate', 'en')).json().data.faqs;
    expect(hits[0].id).toBe(10);
    const id = (await get('?q=runtutan', 'id')).json().data.faqs;
    expect(id[0].id).toBe(7);
    expect((await get('?q=zzzzqqq', 'en')).json().data.faqs).toEqual([]);
  });

  it('marks an item helpful once per student', async () => {
    const a = await newStudent(ctx);
    const b = await newStudent(ctx);
    const mark = (token: string, id = 8) =>
      ctx.call({ method: 'POST', url: `${U}/faq/set-faq`, token, payload: { id } });
    expect((await mark(a.token)).json()).toMatchObject({
      done: 1,
      message_code: 0,
      data: { id: 8, is_helpful: true, helpful_count: 1 },
    });
    expect((await mark(a.token)).json()).toMatchObject({
      message_code: 5,
      data: { helpful_count: 1 },
    });
    expect((await mark(b.token)).json().data.helpful_count).toBe(2);
    const seen = (await get('?id=8', 'en', a.token)).json().data.faqs[0];
    expect(seen).toMatchObject({ helpful_count: 2, is_helpful: true });
    const anonymous = (await get('?id=8', 'en')).json().data.faqs[0];
    expect(anonymous).toMatchObject({ helpful_count: 2, is_helpful: false });
    expect((await mark(a.token, 999)).statusCode).toBe(404);
    expect(
      (await ctx.call({ method: 'POST', url: `${U}/faq/set-faq`, payload: { id: 8 } })).statusCode,
    ).toBe(401);
    expect(
      (
        await ctx.call({
          method: 'POST',
          url: `${U}/faq/set-faq`,
          token: a.token,
          payload: { id: '8x' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it("the chat buddy's offline tutor searches the same FAQ", async () => {
    const knowledge = new Knowledge(ctx.database.db);
    const hits = await knowledge.search('certificate program surveys', 'en');
    expect(hits[0]?.title).toBe('How do I get a certificate?');
    const id = await knowledge.search('sertifikat', 'id');
    expect(id[0]?.title).toBe('Bagaimana cara mendapatkan sertifikat?');
    // Question words alone match nothing: a question about a phrase is not the QR mark's entry.
    const phrase = await knowledge.search('Apa arti "good morning"?', 'id');
    expect(phrase.map((h) => h.title)).not.toContain('Apa arti tanda QR pada kursus?');
    const qr = await knowledge.search('Apa arti tanda QR?', 'id');
    expect(qr[0]?.title).toBe('Apa arti tanda QR pada kursus?');
  });
});
