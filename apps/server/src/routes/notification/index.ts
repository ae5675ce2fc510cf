/** Notifications and Web Push (notification/*), mounted under SERVICE_PREFIX.user. */
import type { FastifyInstance } from 'fastify';
import getNotifications from './get-notifications';
import pushPublicKey from './push-public-key';
import pushSubscriptionRoutes from './push-subscription';
import setNotifications from './set-notifications';

export default async function notificationRoutes(app: FastifyInstance): Promise<void> {
  await app.register(getNotifications);
  await app.register(setNotifications);
  await app.register(pushPublicKey);
  await app.register(pushSubscriptionRoutes);
}
