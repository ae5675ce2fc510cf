import { describe, expect, it } from 'vitest';
import { PluginRegistry } from '../plugins/registry';
import type { MinigamePlugin } from '../plugins/plugin';
import { loadContent, type PlayableTask } from './loader';
import { serverTask } from './server-task';

const plugin = (type: number, schemaVersion: number): MinigamePlugin<unknown> => ({
  manifest: {
    name: `m${type}`,
    type,
    version: '1.0.0',
    schemaVersion,
    contentSchemaId: `https://example.org/m${type}.json`,
  },
  migrations: { 1: (c) => ({ ...(c as object), migrated: true }) },
  expectedAnswer: () => [],
  score: () => ({ kind: 'invalid', reason: 'not played here' }),
  judgesAnswers: true,
  describe: () => ({}),
  tutorNotes: () => ({ answers: [] }),
  loadView: () => Promise.resolve({ default: null }),
});

const question = (id: string, type: number, schemaVersion = 1) => ({
  id,
  type,
  schemaVersion,
  content: { id },
});

const task = (questions: ReturnType<typeof question>[]): PlayableTask => ({
  id: 7,
  title: 'T',
  minigame_id: 29,
  difficulty_level: 1,
  question_length: 10,
  shuffle: false,
  questions,
});

describe('serverTask: a task the server validated, as this app can play it', () => {
  // No validators: the player's registry never validates.
  const registry = new PluginRegistry([plugin(29, 1), plugin(30, 2)]);

  it('keeps what the app plays as sent, without validating it', () => {
    const sent = task([question('a', 29), question('b', 30, 2)]);
    expect(serverTask(sent, registry)).toEqual(sent);
  });

  it('leaves out an unknown minigame and a newer content schema, and migrates an older one', () => {
    const played = serverTask(
      task([question('a', 99), question('b', 29, 2), question('c', 30, 1), question('d', 29)]),
      registry,
    );
    expect(played.questions).toEqual([
      { id: 'c', type: 30, schemaVersion: 2, content: { id: 'c', migrated: true } },
      question('d', 29),
    ]);
  });

  it('is not how content is loaded: the loader needs a registry with validators', () => {
    expect(() => loadContent(task([question('a', 29)]), registry)).toThrow(/withValidators/);
  });
});
