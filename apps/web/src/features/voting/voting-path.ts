/** The voting pages' paths. */

export const VOTING = {
  entry: '/voting/',
  ongoing: '/voting/ongoing/',
  recent: '/voting/recent-voting/',
  concluded: '/voting/concluded-voting/',
  standing: '/voting/standing/',
  detail: '/voting/detail/',
  participate: '/voting/participate',
  share: '/voting/share/',
  thankyou: '/voting/thankyou/',
  faq: '/voting/faq/',
} as const;
