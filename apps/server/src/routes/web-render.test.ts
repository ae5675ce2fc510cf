/**
 * The server's half of the first-HTML render, with a stand-in for the web build's renderer (the
 * real one runs in e2e/first-html.spec.ts): when it renders and when the page stays plain.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { describeEachDb } from '../test/harness';
import { newStudent, seedBeforeAll } from './learning/test-support';

const build = mkdtempSync(join(tmpdir(), 'web-ed-render-'));
const webRoot = join(build, 'dist');
mkdirSync(join(webRoot, '.vite'), { recursive: true });
mkdirSync(join(build, 'dist-server'));
writeFileSync(
  join(webRoot, 'index.html'),
  '<!doctype html>\n<html lang="en"><head><title>web-ed</title></head><body>' +
    '<div id="root">\n  <!--boot--><div class="boot"></div><!--/boot-->\n</div></body></html>',
);
writeFileSync(
  join(webRoot, '.vite', 'manifest.json'),
  JSON.stringify({
    'screen.tsx': {
      file: 'assets/screen-1.js',
      css: ['assets/screen-1.css'],
      imports: ['_a.js', '_b.js'],
    },
    '_a.js': { file: 'assets/a-1.js', css: ['assets/a-1.css'], imports: ['index.html'] },
    'index.html': { file: 'assets/main-1.js', css: ['assets/main-1.css'], imports: ['_b.js'] },
    '_b.js': { file: 'assets/b-1.js', css: ['assets/b-1.css'] },
    'view.tsx': { file: 'assets/view-1.js', css: ['assets/view-1.css', 'assets/a-1.css'] },
    'packs/id.ts': { file: 'assets/id-1.js' },
    'packs/th.ts': { file: 'assets/th-1.js' },
  }),
);
mkdirSync(join(webRoot, 'assets'));
writeFileSync(join(webRoot, 'assets', 'screen-1.css'), '.screen{color:red}');
writeFileSync(join(webRoot, 'assets', 'a-1.css'), '.a{content:"</style>"}');
writeFileSync(join(webRoot, 'assets', 'view-1.css'), '.view{color:blue}');
writeFileSync(join(build, 'dist-server', 'server-device.js'), 'export {};\n');
// The stand-in renders what it was asked with the answer of one API call made as the student; its
// sign-in page names no parts, as a renderer built before pages had them.
writeFileSync(
  join(build, 'dist-server', 'entry-server.js'),
  `export async function prepare() {}
   export function screenFileOf(url, signedIn) {
     return url.startsWith('/learn/') && signedIn ? 'screen.tsx' : null;
   }
   export function packFileOf(kept, acceptLanguage) {
     return 'packs/' + (kept ?? acceptLanguage.slice(0, 2)) + '.ts';
   }
   export async function renderPage(request) {
     if (request.session === null)
       return request.url === '/'
         ? {
             html: '<h1>Sign in</h1>',
             title: 'Sign in · web-ed',
             lang: request.lang ?? request.acceptLanguage.slice(0, 2),
             screen: 'screen.tsx',
             data: { user: null, lang: 'en', known: {}, strings: { auth: { signIn: 'Sign in' } } },
           }
         : null;
     if (!request.url.startsWith('/home/')) return null;
     if (request.url.includes('fail')) throw new Error('render failed');
     if (request.url.includes('hang')) return new Promise(() => {});
     const res = await request.call('/user-service/api/web-ed/user/get-user-info', {
       headers: { authorization: 'Bearer ' + request.session.token },
     });
     const info = (await res.json()).data;
     const saving = request.url.includes('saving')
       ? '<p>save data: ' + request.saveData + ', browser: ' + request.browserSavesData + '</p>'
       : '';
     return {
       html: '<h1>Hi, ' + info.name + '!</h1>' + saving,
       title: 'Home </title> · web-ed',
       lang: request.lang,
       screen: 'screen.tsx',
       parts: ['view.tsx'],
       data: {
         user: request.session.id,
         lang: request.lang,
         known: { 'home.info': { name: '</script><b>' } },
         strings: { home: { greeting: 'Hi, {{name}}!' } },
       },
     };
   }\n`,
);
// A page request as a browser sends it.
const page = (url: string, cookie?: string) => ({
  method: 'GET' as const,
  url,
  headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
});

describeEachDb(
  'the student’s screen in the first HTML',
  (ctx) => {
    seedBeforeAll(ctx);
    const signedIn = async () => {
      const student = await newStudent(ctx);
      await ctx.call({
        method: 'POST',
        url: '/user-service/api/web-ed/user/update-user-info',
        token: student.token,
        payload: { name: 'Rina' },
      });
      return student;
    };
    const cookies = (s: { id: string; token: string }, lang = 'id', mark = s.id) =>
      `web_ed_session=${s.token}; web_ed_user=${mark}; web_ed_lang=${lang}`;

    it('renders a signed-in student’s screen into index.html, private to them', async () => {
      const student = await signedIn();
      const res = await ctx.call(page('/home/?version=3.2.0', cookies(student)));
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['vary']).toMatch(/cookie/i);
      const html = res.body;
      expect(html).toContain('<div id="root" inert><h1>Hi, Rina!</h1></div>');
      expect(html).not.toContain('class="boot"');
      expect(html).toContain('<html lang="id">');
      expect(html).toContain('<title>Home &lt;/title&gt; · web-ed</title>');
      // The CSS of the screen, of the parts it showed (a minigame's view) and of their imports,
      // each once, not the entry's (inlined in index.html already): in the page, its links
      // disabled, none able to end the style element early.
      expect(html).toContain(
        '<style>.screen{color:red}.a{content:"<\\/style>"}.view{color:blue}</style>',
      );
      for (const file of ['screen-1.css', 'a-1.css', 'view-1.css'])
        expect(html).toContain(`<link rel="stylesheet" href="/assets/${file}" disabled />`);
      // (Their files by path: a student id may hold "b-1".)
      expect(html).not.toMatch(/assets\/(main|b)-1/);
      // The answers, as JSON nothing in which can close the script element.
      const data = /<script type="application\/json" id="server-render">(.*?)<\/script>/.exec(html);
      expect(JSON.parse(data![1]!)).toEqual({
        user: student.id,
        lang: 'id',
        known: { 'home.info': { name: '</script><b>' } },
        strings: { home: { greeting: 'Hi, {{name}}!' } },
      });
    });

    it('comes with the bigger text of accessibility mode when the device asks for it', async () => {
      const student = await signedIn();
      const large = await ctx.call(page('/home/', `${cookies(student)}; web_ed_large_text=1`));
      expect(large.body).toContain('<html lang="id" class="large-text">');
      const plain = await ctx.call(page('/home/', `${cookies(student)}; web_ed_large_text=`));
      expect(plain.body).toContain('<html lang="id">');
    });

    it('renders media as the device will play them: its save-data choice, the browser’s Save-Data', async () => {
      const student = await signedIn();
      const saving = async (cookie: string, headers: Record<string, string> = {}) => {
        const request = page('/home/?saving', `${cookies(student)}${cookie}`);
        const res = await ctx.call({ ...request, headers: { ...request.headers, ...headers } });
        expect(res.headers['vary']).toMatch(/save-data/i);
        return /<p>save data: (.*?)<\/p>/.exec(res.body)?.[1];
      };
      expect(await saving('')).toBe('null, browser: false');
      expect(await saving('; web_ed_save_data=1')).toBe('1, browser: false');
      expect(await saving('; web_ed_save_data=0', { 'save-data': 'on' })).toBe('0, browser: true');
    });

    it('sends the page compressed to a browser that takes brotli', async () => {
      const student = await signedIn();
      const request = page('/home/', cookies(student));
      const res = await ctx.call({
        ...request,
        headers: { ...request.headers, 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<h1>Hi, Rina!</h1>');
    });

    it('keeps index.html plain without the cookie, the mark of the same student or the language', async () => {
      const student = await signedIn();
      const other = await signedIn();
      for (const cookie of [
        undefined,
        `web_ed_user=${student.id}; web_ed_lang=en`,
        `web_ed_session=${student.token}; web_ed_lang=en`,
        `web_ed_session=${student.token}; web_ed_user=${student.id}`,
        cookies(student, 'en', other.id),
        cookies({ id: student.id, token: 'not-a-session' }),
      ]) {
        const res = await ctx.call(page('/home/', cookie));
        expect(res.statusCode, cookie).toBe(200);
        expect(res.body, cookie).toContain('class="boot"');
        expect(res.body, cookie).not.toContain('Rina');
        expect(res.headers['cache-control'], cookie).toBe('no-cache');
      }
    });

    it('renders the public sign-in page for a device no one is signed in on, in its language', async () => {
      const request = page('/');
      const res = await ctx.call({
        ...request,
        headers: { ...request.headers, 'accept-language': 'th-TH,th;q=0.9,en;q=0.8' },
      });
      expect(res.body).toContain('<div id="root" inert><h1>Sign in</h1></div>');
      expect(res.body).toContain('<html lang="th">');
      expect(res.body).toContain('"user":null');
      const chosen = await ctx.call(page('/', 'web_ed_lang=ms'));
      expect(chosen.body, 'the language the app starts in').toContain('<html lang="ms">');
      // Someone is signed in on this device: not the sign-in page (the app goes on to theirs).
      const student = await signedIn();
      const marked = await ctx.call(page('/', `web_ed_user=${student.id}; web_ed_lang=en`));
      expect(marked.body).toContain('class="boot"');
    });

    it('keeps it plain for routes the app renders in the browser, and when the render fails or takes too long', async () => {
      const student = await signedIn();
      // Server-Timing says why, to a browser's network panel and the benches.
      for (const [url, why] of [
        ['/courses/', 'none'],
        ['/home/?fail=1', 'failed'],
        ['/home/?hang=1', 'timeout'],
        ['/home/', 'rendered'],
      ] as const) {
        const res = await ctx.call(page(url, cookies(student)));
        expect(res.body.includes('class="boot"'), url).toBe(why !== 'rendered');
        const timing = res.headers['server-timing'];
        if (why === 'none') expect(timing, url).toBeUndefined();
        else expect(timing, url).toMatch(new RegExp(`^render;dur=[\\d.]+;desc="${why}"$`));
      }
    });

    it('preloads the code and CSS of a screen it does not render, and its language pack, beside the app’s entry', async () => {
      const student = await signedIn();
      const res = await ctx.call(page('/learn/?sid=101&cid=1011', cookies(student)));
      expect(res.body).toContain('class="boot"');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['vary']).toMatch(/cookie, accept-language/i);
      const tail = res.body.slice(res.body.indexOf('<!--/boot-->'));
      // The screen's chunk and its imports, not the entry's (index.html loads those already),
      // and the pack of the language the app starts in (its cookie's).
      for (const file of ['screen-1.js', 'a-1.js', 'id-1.js'])
        expect(tail).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}" />`);
      for (const file of ['screen-1.css', 'a-1.css'])
        expect(tail).toContain(
          `<link rel="preload" as="style" crossorigin href="/assets/${file}" />`,
        );
      expect(tail).not.toMatch(/assets\/(main|b|th)-1/);
      // No screen to ready (the app will go to /login/), only the browser's language's strings.
      const signedOut = await ctx.call({
        ...page('/learn/?sid=101&cid=1011'),
        headers: { accept: 'text/html', 'accept-language': 'th-TH,th;q=0.9' },
      });
      const preloads = signedOut.body.match(/<link rel="modulepreload"[^>]*>/g);
      expect(preloads).toEqual(['<link rel="modulepreload" crossorigin href="/assets/th-1.js" />']);
    });

    it('renders nothing after sign-out: the cookie ended with the session', async () => {
      const student = await signedIn();
      await ctx.call({
        method: 'POST',
        url: '/user-service/api/web-ed/auth/sign-out',
        headers: { cookie: cookies(student) },
        payload: {},
      });
      const res = await ctx.call(page('/home/', cookies(student)));
      expect(res.body).toContain('class="boot"');
    });
  },
  { webRoot },
);
