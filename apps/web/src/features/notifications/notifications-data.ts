/**
 * Notifications (notification/*): the list, the new count shown on the bell (refreshed by the
 * periodic tick), seen and delete, and this device's Web Push subscription.
 */
import { proxy } from 'valtio';
import { unwrap } from '@web-ed/api-client';
import type {
  GetNotificationsResponse,
  PushPublicKeyResponse,
  RemovePushSubscriptionResponse,
  SetNotificationsResponse,
  SetPushSubscriptionResponse,
} from '@web-ed/schemas/api';
import { api } from '../../lib/store';

export type NotificationList = GetNotificationsResponse['data'];
export type NotificationItem = NotificationList['notifications'][number];

/** The bell's badge: notifications that arrived since the panel was last opened. */
export const notificationBadge = proxy({ count: 0 });

const P = 'notification';

export async function fetchNotifications(lang: string, open = false): Promise<NotificationList> {
  const data = unwrap(
    await api.get<GetNotificationsResponse>('user', `${P}/get-notifications`, {
      query: { lang, ...(open ? { open: 'true' } : {}) },
      retries: 0,
    }),
  );
  notificationBadge.count = data.new;
  return data;
}

export async function setNotifications(action: 'seen' | 'delete', ids?: number[]) {
  return unwrap(
    await api.post<SetNotificationsResponse>('user', `${P}/set-notifications`, {
      action,
      ...(ids ? { notif_ids: ids } : {}),
    }),
  );
}

export type PushSupport = 'unsupported' | NotificationPermission;

export function pushSupport(): PushSupport {
  if (!('Notification' in window) || !('serviceWorker' in navigator) || !('PushManager' in window))
    return 'unsupported';
  return Notification.permission;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const out = new Uint8Array(new ArrayBuffer(bin.length));
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** Asks the browser, subscribes this device with the server's key and stores it on the server. */
export async function enablePush(): Promise<PushSupport> {
  if (pushSupport() === 'unsupported') return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission;
  const key = unwrap(
    await api.get<PushPublicKeyResponse>('user', `${P}/push-public-key`),
  ).public_key;
  // No service worker (a development server): \`ready\` would wait for ever.
  const registration = await Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('no service worker')), 10_000),
    ),
  ]);
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(key),
    }));
  await api.post<SetPushSubscriptionResponse>(
    'user',
    `${P}/set-push-subscription`,
    subscription.toJSON(),
  );
  return 'granted';
}

/** Stops pushes to this device. */
export async function disablePush(): Promise<void> {
  if (pushSupport() === 'unsupported') return;
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.getSubscription();
  if (!subscription) return;
  await api.post<RemovePushSubscriptionResponse>('user', `${P}/remove-push-subscription`, {
    endpoint: subscription.endpoint,
  });
  await subscription.unsubscribe();
}

/** Whether this device is subscribed (false when push is not supported). */
export async function isPushEnabled(): Promise<boolean> {
  if (pushSupport() !== 'granted') return false;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) != null;
}
