/** Progress 0–100 for the bar (the server's current and effective target). */
export function progressPercent(current: number, target: number): number {
  if (!(target > 0)) return current > 0 ? 100 : 0;
  return Math.max(0, Math.min(100, Math.round((current / target) * 100)));
}
