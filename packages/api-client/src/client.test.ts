import { describe, it, expect, vi } from 'vitest';
import { API_RETRIES, API_RETRY_WAIT_MS } from '@web-ed/engine';
import {
  API_MAX_RETRY_AFTER_MS,
  API_TIMEOUT_MS,
  API_UPLOAD_TIMEOUT_MS,
  ApiError,
  NetworkError,
  NON_JSON_MESSAGE,
  RequestTimeoutError,
  SERVICE_PREFIX,
  UNAUTHORIZED_MESSAGE,
  buildUrl,
  createApiClient,
  defaultSleep,
  isAbortError,
  isNetworkError,
  isRetryableStatus,
  retryAfterMs,
  type ApiClientOptions,
  type FetchLike,
} from './index';

type Step = Response | Error | ((init: RequestInit) => Promise<Response>);

interface Call {
  url: string;
  init: RequestInit;
}

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** A fetch that never answers; it rejects with the signal's reason once aborted, as fetch does. */
const stalled = (init: RequestInit) =>
  new Promise<Response>((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
  });

/** An answer whose head arrives but whose body never ends (until the fetch is aborted). */
const stalledBody = (init: RequestInit) => {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"done":'));
      init.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
    },
  });
  return Promise.resolve(new Response(body, { status: 200 }));
};

/** A fetch that plays the given steps in order (the last one repeats) and records each call. */
function fakeFetch(...steps: Step[]) {
  const calls: Call[] = [];
  const fetch: FetchLike = (url, init) => {
    calls.push({ url, init });
    const step = steps[Math.min(calls.length - 1, steps.length - 1)]!;
    if (step instanceof Error) return Promise.reject(step);
    if (typeof step === 'function') return step(init);
    return Promise.resolve(step.clone());
  };
  return { fetch, calls };
}

function setup(steps: Step[], options: Partial<ApiClientOptions> = {}) {
  const { fetch, calls } = fakeFetch(...steps);
  const sleep = vi.fn((_ms: number, _signal?: AbortSignal) => Promise.resolve());
  const onUnauthorized = vi.fn();
  const api = createApiClient({
    baseUrl: 'https://api.example.org',
    getToken: () => 'tok',
    onUnauthorized,
    fetch,
    sleep,
    ...options,
  });
  return { api, calls, sleep, onUnauthorized };
}

const headersOf = (call: Call | undefined) => (call?.init.headers ?? {}) as Record<string, string>;
const offline = () => new TypeError('Failed to fetch');

describe('URLs and services', () => {
  it('maps each service to its prefix', () => {
    expect(SERVICE_PREFIX).toEqual({
      user: '/user-service/api/web-ed',
      learning: '/learning-service/api/web-ed',
      mission: '/mission-service/api/web-ed',
      monitoring: '/monitoring-service/api/web-ed',
      community: '/community-service/api',
    });
  });

  it('joins base, prefix, relative path and query', async () => {
    const { api, calls } = setup([json({ done: 1, data: null })]);
    await api.get('mission', 'mission/get-missions', { query: { lang: 'id', skip: undefined } });
    await api.get('community', '/posts');
    await api.post('user', 'auth/sign-in', { code: 'c' }, { auth: false });
    expect(calls.map((c) => c.url)).toEqual([
      'https://api.example.org/mission-service/api/web-ed/mission/get-missions?lang=id',
      'https://api.example.org/community-service/api/posts',
      'https://api.example.org/user-service/api/web-ed/auth/sign-in',
    ]);
    expect(calls[2]?.init.method).toBe('POST');
    expect(calls[2]?.init.body).toBe('{"code":"c"}');
    expect(headersOf(calls[2])['content-type']).toBe('application/json');
  });

  it('buildUrl drops null and undefined, keeps false and 0, trims the base slash', () => {
    expect(buildUrl('https://h/', '/a', { x: null, y: undefined, z: false, n: 0 })).toBe(
      'https://h/a?z=false&n=0',
    );
    expect(buildUrl('', '/a?b=1', { c: 'd e' })).toBe('/a?b=1&c=d+e');
  });

  it('typed helpers call the spelt paths', async () => {
    const { api, calls } = setup([json({ done: 1, data: [] })]);
    await api.getSubjects();
    await api.getChapters(5);
    await api.getChapters();
    await api.getAds('th');
    await api.setEventHistory([]);
    await api.minigameFinish([]);
    await api.getServerTime();
    expect(
      calls.map((c) => `${c.init.method} ${c.url.replace('https://api.example.org', '')}`),
    ).toEqual([
      'GET /learning-service/api/web-ed/learning/get-subjects',
      'GET /learning-service/api/web-ed/learning/get-chapters?subject_id=5',
      'GET /learning-service/api/web-ed/learning/get-chapters',
      'GET /learning-service/api/web-ed/learning/get-ads?lang=th',
      'POST /user-service/api/web-ed/user/set-event-history',
      'POST /learning-service/api/web-ed/learning/minigame-finish',
      'GET /user-service/api/web-ed/get-time',
    ]);
    expect(calls[4]?.init.body).toBe('{"events":[]}');
    expect(calls[5]?.init.body).toBe('{"records":[]}');
    // Ads and server time need no auth.
    expect(headersOf(calls[3])['authorization']).toBeUndefined();
    expect(headersOf(calls[6])['authorization']).toBeUndefined();
  });

  it('the version file is fetched without auth and without cache', async () => {
    const { api, calls } = setup([json({ version: '3.2.1' })]);
    expect(await api.getVersion()).toEqual({ version: '3.2.1' });
    expect(calls[0]?.url).toBe('https://api.example.org/data/version.json');
    expect(calls[0]?.init.cache).toBe('no-store');
    expect(headersOf(calls[0])['authorization']).toBeUndefined();
  });

  it('sends FormData as it is, without a JSON content type', async () => {
    const { api, calls } = setup([json({ done: 1 })]);
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.png');
    await api.post('learning', 'learning/task-upload', form);
    expect(calls[0]?.init.body).toBe(form);
    expect(headersOf(calls[0])['content-type']).toBeUndefined();
  });
});

describe('auth header', () => {
  it('Bearer when a base host is set', async () => {
    const { api, calls } = setup([json({})]);
    await api.get('user', 'user/get-user-info');
    expect(headersOf(calls[0])['authorization']).toBe('Bearer tok');
    expect(headersOf(calls[0])['token']).toBeUndefined();
  });

  it('a header named token on the same origin', async () => {
    const { api, calls } = setup([json({})], { baseUrl: '' });
    await api.get('user', 'user/get-user-info');
    expect(calls[0]?.url).toBe('/user-service/api/web-ed/user/get-user-info');
    expect(headersOf(calls[0])['token']).toBe('tok');
    expect(headersOf(calls[0])['authorization']).toBeUndefined();
  });

  it('no header without a token or with auth: false', async () => {
    const { api, calls } = setup([json({})], { getToken: () => null });
    await api.get('user', 'user/get-user-info');
    const anonymous = setup([json({})]);
    await anonymous.api.post('user', 'auth/sign-in', {}, { auth: false });
    for (const call of [calls[0], anonymous.calls[0]]) {
      expect(headersOf(call)['authorization']).toBeUndefined();
      expect(headersOf(call)['token']).toBeUndefined();
    }
  });

  it('reads the token on every attempt (a refreshed token is used by the retry)', async () => {
    let token = 'old';
    const { api, calls } = setup([json({}, 503), json({})], { getToken: () => token });
    const done = api.get('user', 'user/get-user-info');
    token = 'new';
    await done;
    expect(headersOf(calls[0])['authorization']).toBe('Bearer old');
    expect(headersOf(calls[1])['authorization']).toBe('Bearer new');
  });
});

describe('retries', () => {
  it('sends one request id for a call and all its retries, a new one per call', async () => {
    const { api, calls } = setup([offline(), json({}, 503), json({}), json({})]);
    await api.get('user', 'x');
    await api.get('user', 'y');
    const ids = calls.map((c) => headersOf(c)['x-request-id']);
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).toBe(ids[0]);
    expect(ids[3]).not.toBe(ids[0]);
  });

  it('retries a network failure up to 3 times, 1 s apart, then succeeds', async () => {
    const { api, calls, sleep } = setup([offline(), offline(), offline(), json({ ok: 1 })]);
    expect(await api.get('user', 'x')).toEqual({ ok: 1 });
    expect(calls).toHaveLength(4);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([1000, 1000, 1000]);
    expect(API_RETRIES).toBe(3);
    expect(API_RETRY_WAIT_MS).toBe(1000);
  });

  it('gives up with NetworkError after 1 + 3 attempts', async () => {
    const failure = offline();
    const { api, calls, sleep } = setup([failure]);
    const error = await api.get('user', 'x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).cause).toBe(failure);
    expect(calls).toHaveLength(4);
    expect(sleep).toHaveBeenCalledTimes(3);
  });

  it('retries every non-OK answer (section 7): 5xx, 408, 429, and 403, 404, 409 too', async () => {
    for (const status of [500, 502, 503, 408, 429, 403, 404, 409, 410]) {
      const { api, calls, sleep } = setup([json({ error: 'x' }, status), json({ done: 1 })]);
      expect(await api.post('learning', 'learning/minigame-finish', {})).toEqual({ done: 1 });
      expect(calls, String(status)).toHaveLength(2);
      expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([1000]);
    }
  });

  it('never retries 401 nor a refusal of the request as written (400, 413, 414, 415, 422)', async () => {
    for (const status of [400, 413, 414, 415, 422]) {
      const { api, calls, sleep } = setup([
        json({ error: 'invalid_request', message: 'bad', message_code: 3 }, status),
      ]);
      const error = await api.get('user', 'x').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        status,
        error: 'invalid_request',
        message: 'bad',
        messageCode: 3,
      });
      expect(calls).toHaveLength(1);
      expect(sleep).not.toHaveBeenCalled();
    }
    expect(isRetryableStatus(401)).toBe(false);
    expect(isRetryableStatus(200)).toBe(false);
    expect(isRetryableStatus(204)).toBe(false);
    expect(isRetryableStatus(404)).toBe(true);
    expect(isRetryableStatus(499)).toBe(true);
    expect(isRetryableStatus(599)).toBe(true);
  });

  it('after the last retry of a 5xx throws ApiError with the server error body', async () => {
    const { api, calls } = setup([
      json(
        {
          done: 0,
          bDone: false,
          iMessageCode: 0,
          message_code: 0,
          error: 'unknown_server',
          message: 'Unknown server error',
        },
        502,
      ),
    ]);
    await expect(api.get('user', 'x')).rejects.toMatchObject({
      name: 'ApiError',
      status: 502,
      error: 'unknown_server',
      message: 'Unknown server error',
      messageCode: 0,
    });
    expect(calls).toHaveLength(4);
  });

  it('a per-call retries override (0 = one attempt)', async () => {
    const { api, calls } = setup([offline()]);
    await expect(api.get('user', 'x', { retries: 0 })).rejects.toBeInstanceOf(NetworkError);
    expect(calls).toHaveLength(1);
  });

  it('an HTTP error without an error key gets http_error and the status', async () => {
    const { api } = setup([json({ done: 0 }, 404)]);
    await expect(api.get('user', 'x')).rejects.toMatchObject({
      status: 404,
      error: 'http_error',
      message: 'HTTP 404',
    });
  });
});

describe('401', () => {
  it('is not retried; calls onUnauthorized once and throws the unauthorized error', async () => {
    const { api, calls, onUnauthorized } = setup([
      json({ done: 0, error: 'unauthorized', message: 'Unauthorized request was made' }, 401),
    ]);
    const error = await api.get('user', 'user/get-user-info').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      error: 'unauthorized',
      message: UNAUTHORIZED_MESSAGE,
    });
    expect((error as ApiError).isUnauthorized).toBe(true);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(1);
  });

  it('after retries: a 5xx then a 401 still ends at login', async () => {
    const { api, calls, onUnauthorized } = setup([
      json({}, 503),
      new Response('nope', { status: 401 }),
    ]);
    await expect(api.get('user', 'x')).rejects.toMatchObject({
      status: 401,
      error: 'unauthorized',
    });
    expect(calls).toHaveLength(2);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not log out for a call made without auth', async () => {
    const { api, onUnauthorized } = setup([json({ error: 'unauthorized' }, 401)]);
    await expect(api.post('user', 'auth/sign-in', {}, { auth: false })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('other errors never call onUnauthorized', async () => {
    const { api, onUnauthorized } = setup([json({}, 403)]);
    await expect(api.get('user', 'x')).rejects.toBeInstanceOf(ApiError);
    const net = setup([offline()]);
    await expect(net.api.get('user', 'x')).rejects.toBeInstanceOf(NetworkError);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(net.onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('non-JSON answers', () => {
  it('an OK HTML page raises the spec error without retrying', async () => {
    const { api, calls } = setup([new Response('<html>captive portal</html>', { status: 200 })]);
    const error = await api.get('user', 'x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 200,
      error: 'non_json_response',
      message: NON_JSON_MESSAGE,
    });
    expect((error as Error).message).toBe('Server returned a non-json response');
    expect(calls).toHaveLength(1);
  });

  it('an empty OK body is not JSON either', async () => {
    const { api } = setup([new Response('', { status: 200 })]);
    await expect(api.get('user', 'x')).rejects.toMatchObject({ message: NON_JSON_MESSAGE });
  });

  it('a 502 proxy page is retried, then raises the non-JSON error', async () => {
    const { api, calls } = setup([new Response('<h1>Bad gateway</h1>', { status: 502 })]);
    await expect(api.get('user', 'x')).rejects.toMatchObject({
      status: 502,
      error: 'non_json_response',
      message: NON_JSON_MESSAGE,
    });
    expect(calls).toHaveLength(4);
  });
});

describe('abort', () => {
  it('an aborted signal stops before fetching', async () => {
    const controller = new AbortController();
    controller.abort();
    const { api, calls } = setup([json({})]);
    const error = await api
      .post('learning', 'submit-chat', { text: 'hi' }, { signal: controller.signal })
      .catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(calls).toHaveLength(0);
  });

  it('aborting during the fetch rejects with the abort reason, not NetworkError, and does not retry', async () => {
    const controller = new AbortController();
    const { api, calls, sleep } = setup([
      (init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    ]);
    const pending = api.post(
      'learning',
      'submit-chat',
      { text: 'hi' },
      { signal: controller.signal },
    );
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(error).not.toBeInstanceOf(NetworkError);
    expect(calls).toHaveLength(1);
    // The fetch's own signal (the call's, joined with its time limit) was aborted with it.
    expect(calls[0]?.init.signal?.aborted).toBe(true);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('aborting during the wait between retries stops the retries', async () => {
    const controller = new AbortController();
    const { fetch, calls } = fakeFetch(offline());
    const api = createApiClient({
      getToken: () => null,
      onUnauthorized: () => {},
      fetch,
      sleep: (ms, signal) => {
        controller.abort(new DOMException('user left', 'AbortError'));
        return defaultSleep(ms, signal);
      },
    });
    const error = await api
      .get('user', 'x', { signal: controller.signal })
      .catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect((error as Error).message).toBe('user left');
    expect(calls).toHaveLength(1);
  });
});

describe('Retry-After', () => {
  it('waits as long as Retry-After says (seconds), never less than the 1 s', async () => {
    const { api, calls, sleep } = setup([
      json({}, 503, { 'retry-after': '3' }),
      json({}, 429, { 'retry-after': '0' }),
      json({ ok: 1 }),
    ]);
    expect(await api.get('user', 'x')).toEqual({ ok: 1 });
    expect(calls).toHaveLength(3);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([3000, 1000]);
  });

  it('reads an HTTP date', async () => {
    const at = new Date(Date.now() + 6_000).toUTCString();
    const { api, sleep } = setup([json({}, 503, { 'retry-after': at }), json({ ok: 1 })]);
    await api.get('user', 'x');
    const [[ms]] = sleep.mock.calls as [[number]];
    expect(ms).toBeGreaterThan(4_000);
    expect(ms).toBeLessThanOrEqual(6_000);
  });

  it(`longer than ${API_MAX_RETRY_AFTER_MS} ms ends the retries with that answer (configurable)`, async () => {
    const tooMany = json({ error: 'too_many_plays', message: 'later' }, 429, {
      'retry-after': '60',
    });
    const { api, calls, sleep } = setup([tooMany, json({ ok: 1 })]);
    await expect(api.get('user', 'x')).rejects.toMatchObject({
      status: 429,
      error: 'too_many_plays',
    });
    expect(calls).toHaveLength(1);
    expect(sleep).not.toHaveBeenCalled();

    const patient = setup([tooMany, json({ ok: 1 })], { maxRetryAfterMs: 120_000 });
    expect(await patient.api.get('user', 'x')).toEqual({ ok: 1 });
    expect(patient.sleep.mock.calls.map(([ms]) => ms)).toEqual([60_000]);
  });

  it('does not make a 401 or a validation refusal retried, nor hold the last attempt', async () => {
    const unauthorized = setup([json({}, 401, { 'retry-after': '1' })]);
    await expect(unauthorized.api.get('user', 'x')).rejects.toMatchObject({ status: 401 });
    expect(unauthorized.calls).toHaveLength(1);
    const last = setup([json({}, 503, { 'retry-after': '2' })]);
    await expect(last.api.get('user', 'x')).rejects.toMatchObject({ status: 503 });
    expect(last.calls).toHaveLength(4);
    expect(last.sleep).toHaveBeenCalledTimes(3);
  });

  it('retryAfterMs: seconds, dates, nonsense', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs(' 0 ', now)).toBe(0);
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Wed, 31 Dec 2025 00:00:00 GMT', now)).toBe(0);
    for (const v of [null, undefined, '', '-5', '1.5', 'soon'])
      expect(retryAfterMs(v, now)).toBe(undefined);
  });
});

describe('time limit', () => {
  it('a stalled answer is aborted, retried, and ends as a network failure (RequestTimeoutError)', async () => {
    const { api, calls, sleep } = setup([stalled], { timeoutMs: 20 });
    const error = await api.get('user', 'x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect(isNetworkError(error)).toBe(true);
    expect(isAbortError(error)).toBe(false);
    expect(error).toMatchObject({ timeoutMs: 20 });
    expect(calls).toHaveLength(4);
    expect(sleep).toHaveBeenCalledTimes(3);
    for (const call of calls) expect(call.init.signal?.aborted).toBe(true);
  });

  it('a body that stops halfway is timed out too; a later attempt that answers wins', async () => {
    const { api, calls } = setup([stalledBody, stalled, json({ ok: 1 })], { timeoutMs: 20 });
    expect(await api.get('user', 'x')).toEqual({ ok: 1 });
    expect(calls).toHaveLength(3);
  });

  it('per call: a longer limit, or none (0)', async () => {
    vi.useFakeTimers();
    try {
      const { api } = setup([stalled], { retries: 0 });
      let settled = false;
      const none = api.get('user', 'x', { timeoutMs: 0 }).finally(() => (settled = true));
      none.catch(() => {});
      await vi.advanceTimersByTimeAsync(10 * API_UPLOAD_TIMEOUT_MS);
      expect(settled).toBe(false);

      const longer = api.get('user', 'y', { timeoutMs: 60_000 }).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(59_999);
      await vi.advanceTimersByTimeAsync(1);
      expect(await longer).toMatchObject({ name: 'RequestTimeoutError', timeoutMs: 60_000 });
    } finally {
      vi.useRealTimers();
    }
  });

  it(`defaults: ${API_TIMEOUT_MS} ms a call, ${API_UPLOAD_TIMEOUT_MS} ms an upload`, async () => {
    vi.useFakeTimers();
    try {
      const { api } = setup([stalled], { retries: 0 });
      let plain: unknown;
      void api.get('user', 'x').catch((e: unknown) => (plain = e));
      let upload: unknown;
      const form = new FormData();
      form.append('file', new Blob(['x']), 'a.png');
      void api.post('learning', 'learning/task-upload', form).catch((e: unknown) => (upload = e));
      await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
      expect(plain).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(plain).toBeInstanceOf(RequestTimeoutError);
      expect(upload).toBeUndefined();
      await vi.advanceTimersByTimeAsync(API_UPLOAD_TIMEOUT_MS - API_TIMEOUT_MS);
      expect(upload).toMatchObject({ timeoutMs: API_UPLOAD_TIMEOUT_MS });
    } finally {
      vi.useRealTimers();
    }
  });

  it("the caller's abort still wins over the time limit, and a success leaves no timer", async () => {
    const controller = new AbortController();
    const { api } = setup([stalled], { timeoutMs: 1_000 });
    const pending = api.get('user', 'x', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(isAbortError(await pending)).toBe(true);
    vi.useFakeTimers();
    try {
      const ok = setup([json({ ok: 1 })]);
      await ok.api.get('user', 'x');
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('defaultSleep', () => {
  it('waits with setTimeout and can be aborted', async () => {
    vi.useFakeTimers();
    try {
      let done = false;
      const waiting = defaultSleep(1000).then(() => (done = true));
      await vi.advanceTimersByTimeAsync(999);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await waiting;
      expect(done).toBe(true);

      const controller = new AbortController();
      const aborted = defaultSleep(1000, controller.signal);
      controller.abort();
      await expect(aborted).rejects.toSatisfy(isAbortError);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('reads sent ahead', () => {
  const INFO = '/user-service/api/web-ed/user/get-user-info';

  it('gives the first GET of the same URL the answer already asked for, once', async () => {
    const { api, calls } = setup([json({ done: 1, data: { points: 1 } })]);
    api.readAhead([{ path: INFO }, { path: '/x/get-ads', query: { lang: 'id' }, auth: false }]);
    expect(calls.map((c) => c.url)).toEqual([
      `https://api.example.org${INFO}`,
      'https://api.example.org/x/get-ads?lang=id',
    ]);
    expect(headersOf(calls[0])['authorization']).toBe('Bearer tok');
    expect(headersOf(calls[1])['authorization']).toBeUndefined();
    await expect(api.get('user', 'user/get-user-info')).resolves.toEqual({
      done: 1,
      data: { points: 1 },
    });
    await api.request('GET', '/x/get-ads', { auth: false, query: { lang: 'id' } });
    expect(calls).toHaveLength(2);
    await api.get('user', 'user/get-user-info');
    expect(calls).toHaveLength(3);
  });

  it('is never handed to another student, another URL, a POST, or after 30 s', async () => {
    vi.useFakeTimers();
    try {
      let token = 'ana';
      const { api, calls } = setup([json({ done: 1, data: null })], { getToken: () => token });
      api.readAhead([{ path: INFO }, { path: '/x/a' }, { path: '/x/b' }]);
      token = 'budi';
      await api.get('user', 'user/get-user-info');
      await api.request('GET', '/x/a', { query: { page: 2 } });
      await api.request('POST', '/x/a', { body: {} });
      token = 'ana';
      vi.advanceTimersByTime(30_001);
      await api.request('GET', '/x/b');
      expect(calls).toHaveLength(7);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks again, as a retry, when the read sent ahead failed', async () => {
    const { api, calls, sleep } = setup([offline(), json({ done: 1, data: 'fresh' })]);
    api.readAhead([{ path: INFO }]);
    await expect(api.get('user', 'user/get-user-info')).resolves.toEqual({
      done: 1,
      data: 'fresh',
    });
    expect(calls).toHaveLength(2);
    expect(sleep).toHaveBeenCalledOnce();
  });
});
