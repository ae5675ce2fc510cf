/**
 * Live updates between server processes: one small publish/subscribe interface with two
 * implementations, in-process (the embedded default, one process) and Redis pub/sub
 * (redis-pubsub.ts, when REDIS_URL is set, so every process's subscribers see every publish).
 * Messages are JSON values; channels are plain names ("vote:3", "community:7").
 */
import { EventEmitter } from 'node:events';

export type Listener = (message: unknown) => void;

export interface PubSub {
  /** Delivers `message` to every subscriber of `channel`, in this process and the others. */
  publish(channel: string, message: unknown): Promise<void>;
  /** Subscribes; the returned function unsubscribes. Resolves once the subscription is live. */
  subscribe(channel: string, listener: Listener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Every subscriber lives in this process. */
export class InProcessPubSub implements PubSub {
  private readonly bus = new EventEmitter();

  constructor() {
    this.bus.setMaxListeners(0);
  }

  async publish(channel: string, message: unknown): Promise<void> {
    // A copy through JSON, as Redis would deliver it: subscribers never share the publisher's object.
    const copy: unknown = JSON.parse(JSON.stringify(message ?? null));
    this.bus.emit(channel, copy);
  }

  async subscribe(channel: string, listener: Listener): Promise<() => Promise<void>> {
    this.bus.on(channel, listener);
    return async () => {
      this.bus.off(channel, listener);
    };
  }

  async close(): Promise<void> {
    this.bus.removeAllListeners();
  }
}
