/**
 * Roles on a community and what each may do (pure); the routes check them on the server for
 * every action. Not a member: read a public community, join it, nothing else.
 */
export const COMMUNITY_ROLES = ['owner', 'moderator', 'member'] as const;
export type CommunityRole = (typeof COMMUNITY_ROLES)[number];

export type CommunityAction =
  | 'read'
  | 'post'
  | 'comment'
  | 'like'
  | 'report'
  | 'moderate'
  | 'decide_appeal'
  | 'set_role'
  | 'leave';

const MODERATION: readonly CommunityAction[] = ['moderate', 'decide_appeal'];

export function isRole(value: string | null | undefined): value is CommunityRole {
  return (COMMUNITY_ROLES as readonly string[]).includes(value ?? '');
}

/**
 * May a student with `role` (null: not a member) do `action` on a community of `visibility`?
 * Owners cannot leave (the community would have nobody to run it): they hand over first.
 */
export function may(
  role: CommunityRole | null,
  action: CommunityAction,
  visibility: 'public' | 'private' = 'public',
): boolean {
  if (role === null) return action === 'read' && visibility === 'public';
  if (action === 'set_role') return role === 'owner';
  if (MODERATION.includes(action)) return role === 'owner' || role === 'moderator';
  if (action === 'leave') return role !== 'owner';
  return true;
}
