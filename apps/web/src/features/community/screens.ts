/** The community screens load as one chunk: they share most of their code. */
export { Community } from './community';
export { CommunityAppeal } from './community-appeal';
export { CommunityCurrent } from './community-current';
export { CommunityExplore } from './community-explore';
export { CommunityMine } from './community-mine';
export { CommunityPost } from './community-post';
