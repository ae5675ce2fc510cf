/**
 * The server's VAPID keys (Web Push): VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when both are set,
 * else the pair stored in the database, generated on first use. Generation races between server
 * processes are settled by the primary key: the first stored pair wins and every process reads it.
 */
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { serverKeys } from '../db/schema';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const KEY = 'vapid';
const cache = new WeakMap<Db, VapidKeys>();

export async function vapidKeys(db: Db, config: Config, now = new Date()): Promise<VapidKeys> {
  const { publicKey, privateKey, subject } = config.vapid;
  if (publicKey && privateKey) return { publicKey, privateKey, subject };
  const known = cache.get(db);
  if (known) return known;
  const generated = webpush.generateVAPIDKeys();
  await db
    .insert(serverKeys)
    .values({ name: KEY, value: { ...generated }, createdAt: now })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverKeys).where(eq(serverKeys.name, KEY));
  const value = row?.value ?? generated;
  const keys = { publicKey: value.publicKey!, privateKey: value.privateKey!, subject };
  cache.set(db, keys);
  return keys;
}
