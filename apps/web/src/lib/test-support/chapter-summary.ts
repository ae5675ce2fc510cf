/** Test data for the chapter rules: a chapter summary as get-chapters answers it. */
import type { ChapterSummary } from '@web-ed/schemas/api';

export const chapterSummary = (id: number, over: Partial<ChapterSummary> = {}): ChapterSummary => ({
  id,
  title: `Chapter ${id}`,
  level: 1,
  task_count: 3,
  is_completed: false,
  is_playable: true,
  is_current: false,
  is_cerebry: false,
  closest_review_time: 0,
  video_published: null,
  progress: 0,
  state: 'locked',
  ...over,
});
