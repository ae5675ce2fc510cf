/**
 * Service-worker registration (section 9): retried SERVICE_WORKER_RETRIES (3) times,
 * SERVICE_WORKER_RETRY_WAIT_MS (0.5 s) apart, because a registration can fail on a flaky start
 * (storage busy, a slow first fetch of sw.js). Without service-worker support it does nothing.
 */
import { SERVICE_WORKER_RETRIES, SERVICE_WORKER_RETRY_WAIT_MS } from '@web-ed/engine';

export interface RegisterOptions<R> {
  register: () => Promise<R>;
  sleep?: (ms: number) => Promise<void>;
  retries?: number;
  waitMs?: number;
  onError?: (error: unknown, attempt: number) => void;
}

/** The registration, or null when every attempt (1 + retries) failed. */
export async function registerWithRetry<R>(options: RegisterOptions<R>): Promise<R | null> {
  const sleep = options.sleep ?? ((ms) => new Promise<void>((r) => setTimeout(r, ms)));
  const retries = options.retries ?? SERVICE_WORKER_RETRIES;
  for (let attempt = 0; attempt <= retries; attempt++) {
    try {
      return await options.register();
    } catch (error) {
      options.onError?.(error, attempt);
      if (attempt < retries) await sleep(options.waitMs ?? SERVICE_WORKER_RETRY_WAIT_MS);
    }
  }
  return null;
}
