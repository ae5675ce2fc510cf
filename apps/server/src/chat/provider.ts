/**
 * An OpenAI-compatible chat completions provider (hosted APIs and local model servers alike):
 * POST {LLM_BASE_URL}/chat/completions with stream: true, read as server-sent events
 * (`data: {choices: [{delta: {content}}]}` … `data: [DONE]`). Yields the text as it arrives.
 *
 * Fails with ProviderError when the provider answers non-OK, sends nothing for `timeoutMs` (first
 * byte or between chunks: a hanging provider), sends something unreadable, or ends without
 * [DONE]. Stops quietly when `signal` aborts (the student pressed stop).
 */
import { createSseParser } from '@web-ed/api-client';
import type { LlmConfig } from '../config';
import type { ModelMessage } from './prompt';

export class ProviderError extends Error {
  constructor(
    readonly reason: 'http' | 'timeout' | 'network' | 'protocol',
    message: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

interface CompletionChunk {
  choices?: { delta?: { content?: string | null }; finish_reason?: string | null }[];
  error?: { message?: string };
}

export async function* streamCompletion(
  config: LlmConfig,
  messages: readonly ModelMessage[],
  signal: AbortSignal,
): AsyncGenerator<string> {
  const controller = new AbortController();
  const onAbort = () => controller.abort(signal.reason);
  signal.addEventListener('abort', onAbort, { once: true });
  let timedOut = false;
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, config.timeoutMs);
  };
  const failure = (e: unknown): ProviderError | null => {
    if (signal.aborted) return null;
    if (timedOut)
      return new ProviderError(
        'timeout',
        `The model provider sent nothing for ${config.timeoutMs} ms`,
      );
    if (e instanceof ProviderError) return e;
    return new ProviderError('network', `The model provider is unreachable: ${String(e)}`);
  };

  try {
    arm();
    let response: Response;
    try {
      response = await fetch(`${config.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: config.model, messages, stream: true, temperature: 0.4 }),
        signal: controller.signal,
      });
    } catch (e) {
      const f = failure(e);
      if (f) throw f;
      return;
    }
    if (!response.ok || !response.body) {
      throw new ProviderError('http', `The model provider answered HTTP ${response.status}`);
    }
    const parser = createSseParser();
    const decoder = new TextDecoder();
    const reader = response.body.getReader();
    try {
      for (;;) {
        arm();
        let chunk: ReadableStreamReadResult<Uint8Array>;
        try {
          chunk = await reader.read();
        } catch (e) {
          const f = failure(e);
          if (f) throw f;
          return;
        }
        const events = chunk.done
          ? [...parser.push(decoder.decode()), ...parser.end()]
          : parser.push(decoder.decode(chunk.value, { stream: true }));
        for (const event of events) {
          if (event.data === '[DONE]') return;
          let parsed: CompletionChunk;
          try {
            parsed = JSON.parse(event.data) as CompletionChunk;
          } catch {
            throw new ProviderError('protocol', 'The model provider sent an unreadable chunk');
          }
          if (parsed.error) {
            throw new ProviderError(
              'http',
              `The model provider failed: ${parsed.error.message ?? 'error'}`,
            );
          }
          const content = parsed.choices?.[0]?.delta?.content;
          if (content) yield content;
        }
        if (chunk.done)
          throw new ProviderError('protocol', 'The model provider ended the stream early');
      }
    } finally {
      reader.cancel().catch(() => undefined);
    }
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', onAbort);
  }
}
