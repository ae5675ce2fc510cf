/**
 * The study buddy's calls. submit-chat answers a server-sent event stream (meta, delta…, fallback,
 * done); `streamChat` reads it and hands each event to the screen as it arrives. Like every call
 * it is retried up to 3 times, 1 s apart (or after the answer's Retry-After, up to 10 s), on a
 * network failure or a non-OK status other than 401 and the refusals client.ts never retries,
 * before the stream starts (the body's client_id keeps a retry from being counted twice); a
 * stream that breaks halfway is not retried, the screen offers "retry". The student's
 * AbortController stops it at any point (the server keeps the partial answer as "stopped").
 */
import { API_RETRIES, API_RETRY_WAIT_MS } from '@web-ed/engine';
import type {
  ChatMessage,
  ChatStreamDone,
  ChatStreamFallback,
  ChatStreamMeta,
  TranslateChatResponse,
} from '@web-ed/schemas/api';
import {
  API_MAX_RETRY_AFTER_MS,
  buildUrl,
  defaultSleep,
  retryDelay,
  type FetchLike,
  type Sleep,
} from './client';
import { ApiError, CLIENT_ERROR, NetworkError, field, messageCodeOf } from './errors';
import { servicePath } from './services';
import { createSseParser } from './sse';

/** The chat calls' relative paths (section 7), served by the learning service. */
export const CHAT_PATH = {
  getChat: 'get-chat',
  submitChat: 'submit-chat',
  checkChat: 'check-chat',
  clearChat: 'clear-chat',
  validateChat: 'validate-chat',
  refreshSession: 'refresh-chat-session',
  translateChat: 'translate-chat',
} as const;

/** Who answers: the configured model, or the offline tutor. */
export type TutorKind = ChatStreamMeta['tutor'];

/** translate-chat: an offline tutor's answer with its phrases in another language. */
export type ChatTranslation = TranslateChatResponse['data'];

/** The day's chat limits, as every chat answer carries them. */
export type ChatLimits = Pick<ChatStreamMeta, 'limit' | 'submit_chat_limit'>;

export type { ChatMessage };

export interface SubmitChatBody {
  text: string;
  client_id?: string;
  question_id?: string;
  subject_id?: number;
  chapter_level?: number;
  subject_name?: string;
  chapter_name?: string;
  question?: string;
  passage?: string;
  image?: string;
  options?: string[];
  skill_check?: boolean;
}

/** The events of submit-chat's stream (their data: the $defs of its answer schema). */
export interface ChatStreamHandlers {
  onMeta?(meta: ChatStreamMeta): void;
  onDelta(content: string): void;
  /** The model failed: drop the text shown so far, the offline tutor's answer follows. */
  onFallback?(note: ChatStreamFallback): void;
}

export interface StreamChatOptions {
  baseUrl?: string | undefined;
  token: string | null | undefined;
  fetch?: FetchLike;
  sleep?: Sleep;
  retries?: number;
  signal?: AbortSignal | undefined;
}

async function errorOf(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  return new ApiError({
    status: response.status,
    error: field<string>(body, 'error', 'string') ?? CLIENT_ERROR.http,
    message: field<string>(body, 'message', 'string') ?? `HTTP ${response.status}`,
    messageCode: messageCodeOf(body),
    body,
  });
}

export async function streamChat(
  body: SubmitChatBody,
  handlers: ChatStreamHandlers,
  options: StreamChatOptions,
): Promise<ChatStreamDone> {
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const sleep = options.sleep ?? defaultSleep;
  const retries = options.retries ?? API_RETRIES;
  const baseUrl = options.baseUrl ?? '';
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'text/event-stream',
  };
  if (options.token) {
    if (baseUrl !== '') headers.authorization = `Bearer ${options.token}`;
    else headers.token = options.token;
  }
  const url = buildUrl(baseUrl, servicePath('learning', CHAT_PATH.submitChat));
  let response: Response | undefined;
  for (let attempt = 0; ; attempt++) {
    const init: RequestInit = { method: 'POST', headers, body: JSON.stringify(body) };
    if (options.signal) init.signal = options.signal;
    try {
      response = await fetchImpl(url, init);
    } catch (e) {
      if (options.signal?.aborted) throw options.signal.reason;
      if (attempt >= retries) throw new NetworkError(e);
      response = undefined;
    }
    if (response?.ok) break;
    if (response) {
      const delay =
        attempt >= retries ? null : retryDelay(response, API_RETRY_WAIT_MS, API_MAX_RETRY_AFTER_MS);
      if (delay === null) throw await errorOf(response);
      await sleep(delay, options.signal);
    } else {
      await sleep(API_RETRY_WAIT_MS, options.signal);
    }
  }
  if (!response.body) throw new NetworkError(new Error('empty stream'));
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser();
  let done: ChatStreamDone | null = null;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch (e) {
      if (options.signal?.aborted) throw options.signal.reason;
      throw new NetworkError(e);
    }
    const events = chunk.done
      ? [...parser.push(decoder.decode()), ...parser.end()]
      : parser.push(decoder.decode(chunk.value, { stream: true }));
    for (const event of events) {
      const data = JSON.parse(event.data) as never;
      if (event.event === 'meta') handlers.onMeta?.(data);
      else if (event.event === 'delta') handlers.onDelta((data as { content: string }).content);
      else if (event.event === 'fallback') handlers.onFallback?.(data);
      else if (event.event === 'done') done = data;
    }
    if (chunk.done) break;
  }
  if (!done) throw new NetworkError(new Error('the answer stopped before it ended'));
  return done;
}
