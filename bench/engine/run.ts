/**
 * Engine benchmark: scoring a 10-question finish record and validating a 50-question chapter,
 * each printed as a ratio against JSON.parse of the same data in the same run (never as an
 * absolute time: machines differ, ratios travel).
 */
import { Bench } from 'tinybench';
import { loadContent, scorePlay, tasksOf, type PlayableQuestion } from '@web-ed/engine';
import { registry } from '@web-ed/plugins';
import { validatingRegistry } from '@web-ed/plugins/validating-registry';
import { mcqQuestion } from '@web-ed/engine/testing';
import { writeResults } from '../results';

const chapter = {
  id: 1,
  level: 1,
  title: 'Bench chapter',
  tasks: Array.from({ length: 5 }, (_, t) => ({
    id: t + 1,
    title: `Task ${t + 1}`,
    minigame_id: 29,
    questions: Array.from({ length: 10 }, (_, q) =>
      mcqQuestion(`b-${t}-${q}`, q % 4 === 0 ? ['b', 'c'] : ['b']),
    ),
  })),
};
const chapterJson = JSON.stringify(chapter);

const loaded = loadContent(chapter, validatingRegistry);
if (loaded.errors.length > 0 || !loaded.content) throw new Error('bench chapter must be valid');
const task = tasksOf(loaded.content)[0]!.task;
const questions = new Map<string, PlayableQuestion>(task.questions.map((q) => [q.id, q]));
const given = task.questions.map((q, i) => ({
  questionId: q.id,
  answer: i % 3 === 0 ? ['a'] : q.id.endsWith('-0') ? ['b', 'c'] : ['b'],
  isSkipped: false,
}));
const recordJson = JSON.stringify({ answers: given, session: 'bench', points: 0 });

const bench = new Bench({ time: 1_000, warmupTime: 200 });
bench
  .add('JSON.parse finish record (baseline)', () => {
    JSON.parse(recordJson);
  })
  .add('score 10-question finish record', () => {
    scorePlay(questions, given, 10, registry, { lang: 'en', subjectId: 101 });
  })
  .add('JSON.parse 50-question chapter (baseline)', () => {
    JSON.parse(chapterJson);
  })
  .add('validate + load 50-question chapter', () => {
    loadContent(chapter, validatingRegistry);
  });

await bench.run();

const mean = (name: string): number => {
  const t = bench.tasks.find((x) => x.name === name);
  const r = t?.result as { latency?: { mean?: number } } | undefined;
  if (!r?.latency?.mean) throw new Error(`no result for ${name}`);
  return r.latency.mean;
};
const rows = [
  ['score 10-question finish record', 'JSON.parse finish record (baseline)'],
  ['validate + load 50-question chapter', 'JSON.parse 50-question chapter (baseline)'],
] as const;
console.log(
  'engine bench (ratio = mean time of the task / mean time of JSON.parse of the same data, this run)',
);
for (const [task, base] of rows) {
  console.log(`  ${task.padEnd(40)} ${(mean(task) / mean(base)).toFixed(1)}x JSON.parse`);
}
writeResults(
  'engine',
  rows.map(([task, base]) => ({
    group: 'engine (mean time)',
    figure: task,
    value: mean(task),
    unit: 'ms',
    baseline: base.replace(' (baseline)', ''),
    baselineValue: mean(base),
    better: 'lower',
  })),
);
