/**
 * The tasks an author can play from a loaded document, with the course context their finish
 * records need. A chapter, task or question on its own has no course: it plays in English with
 * the lowest ids the finish-record schema allows (1).
 */
import { tasksOf, type LoadedContent, type PlayableTask } from '@web-ed/engine';
import type { Lang } from '@web-ed/schemas';

export interface PlayableEntry {
  key: string;
  label: string;
  task: PlayableTask;
  lang: Lang;
  subjectId: number;
  subjectVersion: number;
  chapterId: number;
}

const STANDALONE_ID = 1;

export function playableTasks(content: LoadedContent): PlayableEntry[] {
  const course = content.kind === 'course' ? content.value : null;
  return tasksOf(content).map(({ chapter, task }, i) => ({
    key: `${chapter?.id ?? 0}/${task.id}/${i}`,
    label: chapter ? `${chapter.title} › ${task.title}` : task.title,
    task,
    lang: course?.lang ?? 'en',
    subjectId: course?.subject_id ?? STANDALONE_ID,
    subjectVersion: course?.subject_version ?? STANDALONE_ID,
    chapterId: chapter?.id ?? STANDALONE_ID,
  }));
}
