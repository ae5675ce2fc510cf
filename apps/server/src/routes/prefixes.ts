/** Service prefixes of section 7: four under api/web-ed, and community-service/api. */
export const SERVICE_PREFIX = {
  user: '/user-service/api/web-ed',
  learning: '/learning-service/api/web-ed',
  mission: '/mission-service/api/web-ed',
  monitoring: '/monitoring-service/api/web-ed',
  community: '/community-service/api',
} as const;
