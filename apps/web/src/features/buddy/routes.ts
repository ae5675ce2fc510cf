/** The study buddy's route. */
import type { RouteModule } from '../../lib/route-module';

export const buddyRoutes = [
  {
    id: 'chatBuddy',
    path: '/chat-buddy/',
    auth: true,
    screen: () => import('./chat-buddy').then((m) => m.ChatBuddy),
    title: 'chat:title',
  },
] as const satisfies readonly RouteModule[];
