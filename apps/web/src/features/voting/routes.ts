/**
 * The voting routes (issue 8). They check the sign-in themselves (guard.tsx): a signed-out
 * visitor's vote link is kept through the sign-in (voting_link), so none is guarded here.
 */
import type { RouteModule } from '../../lib/route-module';

/** The voting screens load as one chunk: they share most of their code. */
const screens = () => import('./screens');

export const votingRoutes = [
  {
    id: 'voting',
    path: '/voting/',
    screen: () => screens().then((m) => m.Voting),
    title: 'voting:title',
  },
  {
    id: 'votingOngoing',
    path: '/voting/ongoing/',
    screen: () => screens().then((m) => m.VotingOngoing),
    title: 'voting:ongoingTitle',
  },
  {
    id: 'votingRecent',
    path: '/voting/recent-voting/',
    screen: () => screens().then((m) => m.VotingRecent),
    title: 'voting:recentTitle',
  },
  {
    id: 'votingConcluded',
    path: '/voting/concluded-voting/',
    screen: () => screens().then((m) => m.VotingConcluded),
    title: 'voting:concludedTitle',
  },
  {
    id: 'votingStanding',
    path: '/voting/standing/',
    screen: () => screens().then((m) => m.VotingStanding),
    title: 'voting:standingsTitle',
  },
  {
    id: 'votingDetail',
    path: '/voting/detail/',
    screen: () => screens().then((m) => m.VotingDetail),
    title: 'voting:title',
  },
  {
    id: 'votingParticipate',
    path: '/voting/participate',
    screen: () => screens().then((m) => m.VotingParticipate),
    title: 'voting:title',
  },
  {
    id: 'votingShare',
    path: '/voting/share/',
    screen: () => screens().then((m) => m.VotingShare),
    title: 'voting:shareTitle',
  },
  {
    id: 'votingThankyou',
    path: '/voting/thankyou/',
    screen: () => screens().then((m) => m.VotingThankyou),
    title: 'voting:thankyouTitle',
  },
  {
    id: 'votingFaq',
    path: '/voting/faq/',
    screen: () => screens().then((m) => m.VotingFaq),
    title: 'voting:faqTitle',
  },
] as const satisfies readonly RouteModule[];
