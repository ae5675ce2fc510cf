/**
 * Service prefixes of section 7: four under `api/web-ed`, plus the community service under `api`.
 * A relative path of the spec ("auth/sign-in", "learning/get-tasks") is joined under one of them.
 */
export const SERVICE_PREFIX = {
  user: '/user-service/api/web-ed',
  learning: '/learning-service/api/web-ed',
  mission: '/mission-service/api/web-ed',
  monitoring: '/monitoring-service/api/web-ed',
  community: '/community-service/api',
} as const;

export type Service = keyof typeof SERVICE_PREFIX;

/** `/user-service/api/web-ed/auth/sign-in` from ('user', 'auth/sign-in'); leading slashes optional. */
export function servicePath(service: Service, relativePath: string): string {
  return `${SERVICE_PREFIX[service]}/${relativePath.replace(/^\/+/, '')}`;
}
