/** Test data for the chapter rules: a chapter summary as get-chapters answers it. */
import type { ChapterSummary } from '@web-ed/api-client';

export const chapterSummary = (id: number, over: Partial<ChapterSummary> = {}): ChapterSummary => ({
  id,
  is_completed: false,
  is_playable: true,
  is_current: false,
  is_cerebry: false,
  closest_review_time: 0,
  video_published: null,
  ...over,
});
