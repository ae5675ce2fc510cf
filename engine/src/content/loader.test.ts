import { describe, expect, it } from 'vitest';
import { validatingRegistry } from '@web-ed/plugins/validating-registry';
import { detectKind, loadContent, tasksOf } from './loader';
import { mcqQuestion, sampleCourse, sampleTask } from '../testing/sample-content';

type Loose = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('loadContent', () => {
  it('loads a valid course whole, with schema defaults applied', () => {
    const r = loadContent(sampleCourse(), validatingRegistry);
    expect(r.errors).toEqual([]);
    expect(r.kind).toBe('course');
    expect(r.questions).toEqual({ valid: 9, invalid: 0 });
    const tasks = tasksOf(r.content!);
    expect(tasks).toHaveLength(3);
    expect(tasks[0]!.task.question_length).toBe(10);
  });

  it('never mutates its input', () => {
    const doc = sampleCourse();
    const before = JSON.stringify(doc);
    loadContent(doc, validatingRegistry);
    expect(JSON.stringify(doc)).toBe(before);
  });

  it('drops one bad question, reports its path, and keeps the rest of the chapter', () => {
    const doc = sampleCourse() as Loose;
    delete doc.chapters[0].tasks[1].questions[1].content.prompt;
    const r = loadContent(doc, validatingRegistry);
    expect(r.errors).toEqual([
      {
        path: '/chapters/0/tasks/1/questions/1/content',
        message: 'missing required field "prompt"',
      },
    ]);
    expect(r.questions).toEqual({ valid: 8, invalid: 1 });
    const task = tasksOf(r.content!)[1]!.task;
    expect(task.questions.map((q) => q.id)).toEqual(['q2-1', 'q2-3']);
  });

  it('reports an unknown minigame type at the type field', () => {
    const doc = sampleCourse() as Loose;
    doc.chapters[1].tasks[0].questions[2].type = 99;
    const r = loadContent(doc, validatingRegistry);
    expect(r.errors).toHaveLength(1);
    expect(r.errors[0]!.path).toBe('/chapters/1/tasks/0/questions/2/type');
    expect(r.errors[0]!.message).toMatch(/unknown minigame type 99/);
  });

  it('runs the plugin semantic check: an answer that is not an option', () => {
    const r = loadContent(mcqQuestion('x', ['z']), validatingRegistry);
    expect(r.content).toBeNull();
    expect(r.errors).toEqual([
      { path: '/content/answers/0', message: 'answer "z" is not one of the option ids (a, b, c)' },
    ]);
  });

  it('refuses duplicate question ids across the document', () => {
    const doc = sampleCourse() as Loose;
    doc.chapters[1].tasks[0].questions[0].id = 'q1-1';
    const r = loadContent(doc, validatingRegistry);
    expect(r.errors).toEqual([
      {
        path: '/chapters/1/tasks/0/questions/0/id',
        message: 'question id "q1-1" is already used at /chapters/0/tasks/0/questions/0',
      },
    ]);
  });

  it('drops a task left with no playable question, and says so', () => {
    const task = sampleTask(5, 1) as Loose;
    task.questions[0].content.options = [{ id: 'a', text: 'only one' }];
    const r = loadContent(task, validatingRegistry);
    expect(r.content).toBeNull();
    expect(r.errors.map((e) => e.path)).toEqual(['/questions/0/content/options', '/questions']);
    expect(r.errors[0]!.message).toBe('needs at least 2 items');
  });

  it('reports errors of a level itself and does not descend into it', () => {
    const doc = sampleCourse() as Loose;
    doc.lang = 'fr';
    doc.extra = true;
    const r = loadContent(doc, validatingRegistry);
    expect(r.content).toBeNull();
    expect(r.errors).toEqual([
      { path: '', message: 'unknown field "extra"' },
      { path: '/lang', message: 'must be one of: "en", "id", "th", "hi", "ms"' },
    ]);
  });

  it('refuses content written for a newer schema version than the plugin knows', () => {
    const r = loadContent(mcqQuestion('x', ['b'], { schemaVersion: 2 }), validatingRegistry);
    expect(r.errors[0]).toMatchObject({ path: '/schemaVersion' });
  });

  it('says what it expected of a document that is none of the four kinds', () => {
    for (const doc of [null, 3, 'text', [], { hello: 1 }]) {
      const r = loadContent(doc, validatingRegistry);
      expect(r.kind).toBeNull();
      expect(r.errors[0]!.message).toMatch(/not a course, chapter, task or question/);
    }
  });

  it('plays a lone question as a one-question task', () => {
    const r = loadContent(mcqQuestion('solo'), validatingRegistry);
    expect(detectKind(mcqQuestion('solo'))).toBe('question');
    expect(tasksOf(r.content!)[0]!.task.questions).toHaveLength(1);
  });
});
