/** The voting screens load as one chunk: they share most of their code. */
export { Voting } from './voting';
export { VotingConcluded } from './voting-concluded';
export { VotingDetail } from './voting-detail';
export { VotingFaq } from './voting-faq';
export { VotingOngoing } from './voting-ongoing';
export { VotingParticipate } from './voting-participate';
export { VotingRecent } from './voting-recent';
export { VotingShare } from './voting-share';
export { VotingStanding } from './voting-standing';
export { VotingThankyou } from './voting-thankyou';
