/**
 * When reports hide a post (pure). A post is hidden once REPORTS_TO_HIDE different students
 * reported it (one report per student and post); a moderator may hide or restore it any time.
 * A hidden post is shown only to its author (marked hidden, with the appeal) and to moderators.
 */
export const REPORTS_TO_HIDE = 3;

export function hiddenByReports(reportCount: number): boolean {
  return reportCount >= REPORTS_TO_HIDE;
}
