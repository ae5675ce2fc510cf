/**
 * Loads course, chapter, task or question documents: validates each level against its schema and
 * each question's content against its plugin, migrates old content, and drops only what is broken,
 * so one bad question never takes the rest of a chapter down with it.
 */
import { migrateContent } from './migrate-content';
import {
  validateChapter,
  validateCourse,
  validateQuestion,
  validateTask,
  type Chapter,
  type Course,
  type Task,
  type Validator,
} from '@web-ed/schemas';
import type { PlayableQuestion } from '../plugins/plugin';
import type { PluginRegistry } from '../plugins/registry';
import { fromSchemaErrors, type ContentError } from './content-error';

export type PlayableTask = Omit<Task, 'questions'> & { questions: PlayableQuestion[] };
export type PlayableChapter = Omit<Chapter, 'tasks'> & { tasks: PlayableTask[] };
export type PlayableCourse = Omit<Course, 'chapters'> & { chapters: PlayableChapter[] };

export type LoadedContent =
  | { kind: 'course'; value: PlayableCourse }
  | { kind: 'chapter'; value: PlayableChapter }
  | { kind: 'task'; value: PlayableTask }
  | { kind: 'question'; value: PlayableQuestion };

export type ContentKind = LoadedContent['kind'];

export interface LoadResult {
  /** What the document is; null when it is none of the four. */
  kind: ContentKind | null;
  /** The playable part: null when nothing in the document can be played. */
  content: LoadedContent | null;
  errors: ContentError[];
  questions: { valid: number; invalid: number };
}

interface Level<T> {
  value: T | null;
  errors: ContentError[];
}

interface Counter {
  valid: number;
  invalid: number;
  ids: Map<string, string>;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A course has chapters, a chapter tasks, a task questions, a question content. */
export function detectKind(doc: unknown): ContentKind | null {
  if (!isObject(doc)) return null;
  if ('chapters' in doc) return 'course';
  if ('tasks' in doc) return 'chapter';
  if ('questions' in doc) return 'task';
  if ('content' in doc || 'type' in doc) return 'question';
  return null;
}

/**
 * Validates one level, ignoring errors inside its children (they are reported when each child
 * is loaded), then loads the children and keeps the ones that survive.
 */
function loadLevel<T, C>(
  doc: unknown,
  path: string,
  validate: Validator<unknown>,
  childKey: string,
  loadChild: (child: unknown, childPath: string) => Level<C>,
  what: string,
): Level<T> {
  validate(doc);
  const childPrefix = new RegExp(`^/${childKey}/\\d+(/|$)`);
  const own = (validate.errors ?? []).filter((e) => !childPrefix.test(e.instancePath));
  const errors = fromSchemaErrors(own, path);
  if (errors.length > 0 || !isObject(doc)) return { value: null, errors };
  const rawChildren = doc[childKey];
  const children: C[] = [];
  (Array.isArray(rawChildren) ? rawChildren : []).forEach((child, i) => {
    const loaded = loadChild(child, `${path}/${childKey}/${i}`);
    errors.push(...loaded.errors);
    if (loaded.value) children.push(loaded.value);
  });
  if (children.length === 0) {
    errors.push({ path: `${path}/${childKey}`, message: `${what} has nothing playable left` });
    return { value: null, errors };
  }
  return { value: { ...doc, [childKey]: children } as T, errors };
}

function loadQuestion(
  doc: unknown,
  path: string,
  registry: PluginRegistry,
  counter: Counter,
): Level<PlayableQuestion> {
  const bad = (errors: ContentError[]): Level<PlayableQuestion> => {
    counter.invalid++;
    return { value: null, errors };
  };
  if (!validateQuestion(doc)) return bad(fromSchemaErrors(validateQuestion.errors, path));
  const question = doc;
  const earlier = counter.ids.get(question.id);
  if (earlier !== undefined) {
    return bad([
      { path: `${path}/id`, message: `question id "${question.id}" is already used at ${earlier}` },
    ]);
  }
  counter.ids.set(question.id, path);
  if (!registry.has(question.type)) {
    return bad([
      {
        path: `${path}/type`,
        message: `unknown minigame type ${question.type} (known types: ${registry.types().join(', ')})`,
      },
    ]);
  }
  const plugin = registry.get(question.type);
  const current = plugin.manifest.schemaVersion;
  const migrated = migrateContent(plugin, question.schemaVersion, question.content);
  if (!migrated.ok) {
    return bad([
      {
        path: `${path}/schemaVersion`,
        message:
          migrated.problem === 'newer'
            ? `written for ${plugin.manifest.name} schema version ${question.schemaVersion}, but this player knows up to ${current}`
            : `no migration from ${plugin.manifest.name} schema version ${migrated.from}`,
      },
    ]);
  }
  const content = migrated.content;
  const validate = registry.contentValidator(question.type);
  if (!validate(content)) return bad(fromSchemaErrors(validate.errors, `${path}/content`));
  const issues = plugin.checkContent?.(content) ?? [];
  if (issues.length > 0)
    return bad(issues.map((i) => ({ path: `${path}/content${i.path}`, message: i.message })));
  counter.valid++;
  return { value: { ...question, schemaVersion: current, content }, errors: [] };
}

/**
 * Loads any content document. The input is never mutated (schema defaults are applied to a copy).
 */
export function loadContent(input: unknown, registry: PluginRegistry): LoadResult {
  const doc = structuredClone(input);
  const kind = detectKind(doc);
  const counter: Counter = { valid: 0, invalid: 0, ids: new Map() };
  const question = (d: unknown, p: string) => loadQuestion(d, p, registry, counter);
  const task = (d: unknown, p: string) =>
    loadLevel<PlayableTask, PlayableQuestion>(d, p, validateTask, 'questions', question, 'task');
  const chapter = (d: unknown, p: string) =>
    loadLevel<PlayableChapter, PlayableTask>(d, p, validateChapter, 'tasks', task, 'chapter');
  const course = (d: unknown, p: string) =>
    loadLevel<PlayableCourse, PlayableChapter>(d, p, validateCourse, 'chapters', chapter, 'course');

  const finish = (level: Level<unknown>): LoadResult => ({
    kind,
    content: level.value ? ({ kind, value: level.value } as LoadedContent) : null,
    errors: level.errors,
    questions: { valid: counter.valid, invalid: counter.invalid },
  });
  switch (kind) {
    case 'course':
      return finish(course(doc, ''));
    case 'chapter':
      return finish(chapter(doc, ''));
    case 'task':
      return finish(task(doc, ''));
    case 'question':
      return finish(question(doc, ''));
    default:
      return finish({
        value: null,
        errors: [
          {
            path: '',
            message:
              'not a course, chapter, task or question: expected an object with "chapters", "tasks", "questions" or "content"',
          },
        ],
      });
  }
}

/** Every task of a loaded document, in order, with the chapter it belongs to. */
export function tasksOf(
  content: LoadedContent,
): { chapter: PlayableChapter | null; task: PlayableTask }[] {
  switch (content.kind) {
    case 'course':
      return content.value.chapters.flatMap((chapter) =>
        chapter.tasks.map((task) => ({ chapter, task })),
      );
    case 'chapter':
      return content.value.tasks.map((task) => ({ chapter: content.value, task }));
    case 'task':
      return [{ chapter: null, task: content.value }];
    case 'question':
      return [
        {
          chapter: null,
          task: {
            id: 1,
            title: content.value.id,
            minigame_id: content.value.type,
            questions: [content.value],
          },
        },
      ];
  }
}
