/**
 * Ends the current task: what follows runs in a new one, so the browser can paint and answer a
 * tap in between (a slow phone's long start-up task split in parts). scheduler.yield where the
 * browser has it, which resumes ahead of other queued work; else a zero timeout.
 */
export function yieldToMain(win: Window = window): Promise<void> {
  const scheduler = (win as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => win.setTimeout(resolve, 0));
}
