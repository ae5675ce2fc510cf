/**
 * PubSub over Redis (REDIS_URL): one connection publishes, one subscribes (a subscribed Redis
 * connection can do nothing else). Channels carry a prefix so several deployments may share a
 * Redis. Each Redis channel is subscribed once per process and fanned out to local listeners.
 */
import { Redis } from 'ioredis';
import type { Listener, PubSub } from './pubsub';

export class RedisPubSub implements PubSub {
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(
    url: string,
    private readonly prefix: string,
  ) {
    const options = { maxRetriesPerRequest: 3, lazyConnect: false };
    this.pub = new Redis(url, options);
    this.sub = new Redis(url, options);
    this.sub.on('message', (channel: string, text: string) => {
      const set = this.listeners.get(channel);
      if (!set) return;
      let message: unknown;
      try {
        message = JSON.parse(text);
      } catch {
        return;
      }
      for (const l of set) l(message);
    });
  }

  async publish(channel: string, message: unknown): Promise<void> {
    await this.pub.publish(this.prefix + channel, JSON.stringify(message ?? null));
  }

  async subscribe(channel: string, listener: Listener): Promise<() => Promise<void>> {
    const name = this.prefix + channel;
    let set = this.listeners.get(name);
    if (!set) {
      set = new Set();
      this.listeners.set(name, set);
      await this.sub.subscribe(name);
    }
    set.add(listener);
    return async () => {
      const current = this.listeners.get(name);
      if (!current) return;
      current.delete(listener);
      if (current.size === 0) {
        this.listeners.delete(name);
        await this.sub.unsubscribe(name).catch(() => undefined);
      }
    };
  }

  async close(): Promise<void> {
    this.listeners.clear();
    this.sub.disconnect();
    this.pub.disconnect();
  }
}
