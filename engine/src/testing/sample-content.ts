/** Small, valid content documents for engine tests; each test copies and breaks what it needs. */
import type { Course, Question, Task } from '@web-ed/schemas';

export function mcqQuestion(
  id: string,
  answers: string[] = ['b'],
  extra: Partial<Question> = {},
): Question {
  return {
    id,
    type: 29,
    schemaVersion: 1,
    content: {
      prompt: `Which word is a verb? (${id})`,
      options: [
        { id: 'a', text: 'table' },
        { id: 'b', text: 'run' },
        { id: 'c', text: 'jump' },
      ],
      answers,
    },
    ...extra,
  };
}

export function sampleTask(id = 1, count = 3): Task {
  const questions = Array.from({ length: count }, (_, i) => mcqQuestion(`q${id}-${i + 1}`));
  return { id, title: `Task ${id}`, minigame_id: 29, questions: questions as Task['questions'] };
}

export function sampleCourse(): Course {
  return {
    schemaVersion: 1,
    subject_id: 101,
    subject_code: 'ENG-TEST',
    subject_name: 'Test English',
    lang: 'en',
    subject_version: 1,
    categories: ['english'],
    domain: 'internal',
    chapter_list: 'other',
    chapters: [
      { id: 11, level: 1, title: 'One', tasks: [sampleTask(1), sampleTask(2)] },
      { id: 12, level: 2, title: 'Two', tasks: [sampleTask(3)] },
    ],
  } as Course;
}
