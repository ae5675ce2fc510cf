/**
 * The community routes: overview (or the newsfeed), explore, mine, one community, a new post,
 * appeals.
 */
import type { RouteModule } from '../../lib/route-module';

/** The community screens load as one chunk: they share most of their code. */
const screens = () => import('./screens');

export const communityRoutes = [
  {
    id: 'community',
    path: '/community/',
    auth: true,
    screen: () => screens().then((m) => m.Community),
    title: ({ search }) => (search.get('view') === 'newsfeed' ? 'nav:newsfeed' : 'community:title'),
  },
  {
    id: 'communityMine',
    path: '/community/mine/',
    auth: true,
    screen: () => screens().then((m) => m.CommunityMine),
    title: 'community:mineTitle',
  },
  {
    id: 'communityExplore',
    path: '/community/explore/',
    auth: true,
    screen: () => screens().then((m) => m.CommunityExplore),
    title: 'community:exploreTitle',
  },
  {
    id: 'communityCurrent',
    path: '/community/current/',
    auth: true,
    screen: () => screens().then((m) => m.CommunityCurrent),
    title: 'community:feedTitle',
  },
  {
    id: 'communityPost',
    path: '/community/current/post/',
    auth: true,
    screen: () => screens().then((m) => m.CommunityPost),
    title: 'community:writePost',
  },
  {
    id: 'communityAppeal',
    path: '/community/appeal/',
    auth: true,
    screen: () => screens().then((m) => m.CommunityAppeal),
    title: 'community:appealTitle',
  },
] as const satisfies readonly RouteModule[];
