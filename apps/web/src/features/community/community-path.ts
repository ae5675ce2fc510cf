/** The community pages' paths, and the ids in their query. */

export const COMMUNITY = {
  overview: '/community/',
  mine: '/community/mine/',
  explore: '/community/explore/',
  current: '/community/current/',
  post: '/community/current/post/',
  appeal: '/community/appeal/',
} as const;

export function idParam(params: URLSearchParams, name = 'id'): number | null {
  const n = Number(params.get(name));
  return Number.isInteger(n) && n > 0 ? n : null;
}
