/**
 * When reports hide a post (pure). Reports are weighed by who sent them, so a handful of new
 * accounts cannot silence anyone:
 * - an established reporter weighs 1: an account at least NEW_ACCOUNT_DAYS old, a member of the
 *   post's community for at least NEW_MEMBER_DAYS, with no more rejected reports than upheld ones;
 * - a younger account weighs NEW_ACCOUNT_FACTOR times less; a newer member NEW_MEMBER_FACTOR; a
 *   reporter who is no longer a member NOT_MEMBER_FACTOR (the factors multiply);
 * - history: times (upheld + 1) / (upheld + rejected + 1), where upheld reports are those a
 *   moderator agreed with (hid the post, rejected its appeal) and rejected ones those a moderator
 *   overruled (restored the post, accepted its appeal).
 * A visible post is hidden once the open reports weigh HIDE_WEIGHT or more and at least
 * MIN_ESTABLISHED_REPORTERS of them come from established reporters. A post by the community's
 * owner or a moderator is never hidden by reports: it goes to the moderators' queue, and only a
 * moderator (or the owner) hides it. A moderator may hide or restore any post at any time.
 * A hidden post is shown only to its author (marked hidden, with the appeal) and to moderators.
 */
import type { CommunityRole } from './roles';

/** What the open reports of a post must weigh together: three established reporters, as before. */
export const HIDE_WEIGHT = 3;
/** Accounts younger than this many days weigh NEW_ACCOUNT_FACTOR of a report. */
export const NEW_ACCOUNT_DAYS = 7;
export const NEW_ACCOUNT_FACTOR = 0.25;
/** Members of the post's community for fewer days than this weigh NEW_MEMBER_FACTOR. */
export const NEW_MEMBER_DAYS = 3;
export const NEW_MEMBER_FACTOR = 0.5;
/** A reporter who has left the post's community since reporting. */
export const NOT_MEMBER_FACTOR = 0.25;
/** Reports from new accounts alone, however many, never hide a post. */
export const MIN_ESTABLISHED_REPORTERS = 1;

export interface Reporter {
  /** Days since the reporter's account was created. */
  accountDays: number;
  /** Days as a member of the post's community; null: not a member (any more). */
  memberDays: number | null;
  /** The reporter's earlier reports (any community) a moderator upheld or rejected. */
  upheld: number;
  rejected: number;
}

const DAY_MS = 86_400_000;

/** Whole days from `from` to `now` (negative clamps to 0). */
export function daysBetween(from: Date, now: Date): number {
  return Math.max(0, (now.getTime() - from.getTime()) / DAY_MS);
}

export function isEstablished(r: Reporter): boolean {
  return (
    r.accountDays >= NEW_ACCOUNT_DAYS &&
    r.memberDays !== null &&
    r.memberDays >= NEW_MEMBER_DAYS &&
    r.rejected <= r.upheld
  );
}

export function reportWeight(r: Reporter): number {
  let w = 1;
  if (r.accountDays < NEW_ACCOUNT_DAYS) w *= NEW_ACCOUNT_FACTOR;
  if (r.memberDays === null) w *= NOT_MEMBER_FACTOR;
  else if (r.memberDays < NEW_MEMBER_DAYS) w *= NEW_MEMBER_FACTOR;
  return (w * (r.upheld + 1)) / (r.upheld + r.rejected + 1);
}

/** A post by the community's owner or a moderator: reports alone never hide it. */
export function protectedAuthor(role: CommunityRole | null): boolean {
  return role === 'owner' || role === 'moderator';
}

export type ReportVerdict =
  /** Hide the post (hidden_reason "reports"). */
  | 'hide'
  /** Enough reports, but the author is protected: the moderators decide (their queue). */
  | 'moderators'
  /** Not enough reports yet. */
  | 'keep';

export function reportVerdict(
  reporters: readonly Reporter[],
  authorRole: CommunityRole | null,
): { weight: number; established: number; verdict: ReportVerdict } {
  const weight = reporters.reduce((sum, r) => sum + reportWeight(r), 0);
  const established = reporters.filter(isEstablished).length;
  // Rounded: 0.1 + 0.2 style sums must not fall just short of the threshold.
  const enough =
    Math.round(weight * 1e9) / 1e9 >= HIDE_WEIGHT && established >= MIN_ESTABLISHED_REPORTERS;
  const verdict = !enough ? 'keep' : protectedAuthor(authorRole) ? 'moderators' : 'hide';
  return { weight, established, verdict };
}
