import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { loadContent } from '@web-ed/engine';
import { validatingRegistry } from '@web-ed/plugins/validating-registry';
import type { VideoMcqContent } from '@web-ed/schemas';
import { importFile } from '../index';
import { full, scoreOf } from '../testing/score-question';
import { IMPORT_FIXTURES, zipFolder } from '../testing/zip-folder';

const OPTS = { courseId: 9120, lang: 'en' };
const FIXTURE = `${IMPORT_FIXTURES}/h5p/interactive-video`;
const importVideo = (extra = {}) => importFile('video.h5p', zipFolder(FIXTURE, extra), OPTS);
const questionsOf = (r: ReturnType<typeof importFile>) =>
  r.course!.chapters[0]!.tasks[0]!.questions;
const IV = 'content/content.json#/interactiveVideo';
/** An ISO media file's opening: an ftyp box. */
const FTYP = [0, 0, 0, 16, ...strToU8('ftypisom'), 0, 0, 2, 0];

/** A package of one interactive video of `files` (paths under content/) and `interactions`. */
const video = (files: string[], interactions: unknown[], extra: Record<string, Uint8Array> = {}) =>
  importFile(
    'x.h5p',
    zipSync({
      'h5p.json': strToU8(JSON.stringify({ title: 'T', mainLibrary: 'H5P.InteractiveVideo 1.26' })),
      'content/content.json': strToU8(
        JSON.stringify({
          interactiveVideo: {
            video: { files: files.map((path) => ({ path, mime: 'video/mp4' })) },
            assets: { interactions },
          },
        }),
      ),
      ...extra,
    }),
    OPTS,
  );
const trueFalseAt = (from: number, question = `Statement at ${from}.`) => ({
  duration: { from, to: from },
  action: { library: 'H5P.TrueFalse 1.8', params: { question, correct: 'true' } },
});
const MP4 = { 'content/videos/v.mp4': new Uint8Array(FTYP) };

describe('H5P.InteractiveVideo', () => {
  it('maps its video and single-answer questions onto video-mcq checkpoints in time order', () => {
    const r = importVideo();
    expect(r.report).toEqual([
      {
        path: `${IV}/assets/bookmarks`,
        level: 'warning',
        message: 'Bookmarks are not carried over: the video questions minigame has no such part.',
      },
      {
        path: `${IV}/assets/interactions/2`,
        level: 'warning',
        message:
          'This interaction is not carried over: H5P.Text is not a single-answer choice, which is all a video question can be.',
      },
      {
        path: `${IV}/assets/interactions/3`,
        level: 'error',
        message:
          'This interaction is not carried over: it has 2 right answers, and a video question has exactly one (answered with one tap).',
      },
    ]);
    expect(loadContent(r.course, validatingRegistry).errors).toEqual([]);
    const [q] = questionsOf(r);
    expect(q!.type).toBe(34);
    const c = q!.content as unknown as VideoMcqContent;
    expect(c.title).toBe('The water cycle');
    expect(c.video).toBe('assets/water-cycle.mp4');
    expect(r.media.map((m) => [m.path, m.bytes.length])).toEqual([['assets/water-cycle.mp4', 36]]);
    expect(c.checkpoints.map((p) => [p.id, p.at, p.prompt])).toEqual([
      ['c1', 2, 'What makes water rise from the sea into the air?'],
      ['c2', 5, 'Clouds are made of tiny drops of water.'],
      ['c3', 8, 'Where does rain water go first?'],
      ['c4', 8, 'What is water vapour?'],
    ]);
    const right = c.checkpoints.map((p) => p.options.find((o) => o.id === p.answers[0])!.text);
    expect(right).toEqual([
      'The heat of the Sun',
      'True',
      'Into rivers and the ground',
      'Water as a gas',
    ]);
    expect(c.checkpoints[0]!.explanation).toBe('Right: warm water evaporates.');
    const answers = c.checkpoints.map((p) => p.answers[0]!);
    expect(scoreOf(q!, answers)).toEqual(full(4));
    const wrongFirst = c.checkpoints[0]!.options.find((o) => o.id !== answers[0])!.id;
    expect(scoreOf(q!, [wrongFirst, ...answers.slice(1)])).toEqual({
      kind: 'points',
      earned: 3,
      total: 4,
    });
  });

  it('leaves the whole video out when it is at a web address, such as YouTube', () => {
    const r = video(['https://www.youtube.com/watch?v=abc'], [trueFalseAt(1)]);
    expect(r.course).toBeNull();
    expect(r.report.slice(0, 2)).toEqual([
      {
        path: `${IV}/video/files/0/path`,
        level: 'warning',
        message:
          'The video "https://www.youtube.com/watch?v=abc" is left out: it is a web address; put the video inside the package.',
      },
      {
        path: `${IV}/video/files`,
        level: 'error',
        message: expect.stringMatching(/^No video file of the package can be kept.*left out\.$/),
      },
    ]);
  });

  it('refuses a video whose bytes are not what its name says', () => {
    const r = importVideo({ 'content/videos/water-cycle.mp4': strToU8('not a video at all') });
    expect(r.course).toBeNull();
    expect(r.media).toEqual([]);
    expect(r.report[0]).toEqual({
      path: `${IV}/video/files/0/path`,
      level: 'warning',
      message:
        'The video "videos/water-cycle.mp4" is left out: its bytes are not those of a .mp4 video.',
    });
    expect(r.report[1]).toMatchObject({ path: `${IV}/video/files`, level: 'error' });
    // WebM opens with an EBML header, not an ftyp box.
    const webm = video(['v.webm'], [trueFalseAt(1)], { 'content/v.webm': new Uint8Array(FTYP) });
    expect(webm.report[0]!.message).toMatch(/not those of a \.webm video/);
    const ebml = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]);
    expect(video(['v.webm'], [trueFalseAt(1)], { 'content/v.webm': ebml }).media).toEqual([
      { path: 'assets/v.webm', bytes: ebml },
    ]);
  });

  it('takes a video over the image limit, up to the zip limit for one file', () => {
    const big = new Uint8Array(3 * 1024 * 1024);
    big.set(FTYP);
    const r = importFile(
      'x.h5p',
      zipFolder(FIXTURE, { 'content/videos/water-cycle.mp4': [big, { level: 0 }] }),
      OPTS,
    );
    expect(r.media.map((m) => m.bytes.length)).toEqual([big.length]);
  });

  it('keeps the first 5 checkpoints in time order and reports the rest', () => {
    const times = [30, 10, 60, 20, 50, 40, 70];
    const r = video(
      ['videos/v.mp4'],
      times.map((t) => trueFalseAt(t)),
      MP4,
    );
    const c = questionsOf(r)[0]!.content as unknown as VideoMcqContent;
    expect(c.checkpoints.map((p) => p.at)).toEqual([10, 20, 30, 40, 50]);
    expect(r.report).toEqual(
      [2, 6].map((i) => ({
        path: `${IV}/assets/interactions/${i}`,
        level: 'error',
        message:
          'Video questions hold at most 5 checkpoints: this one, past the first 5 in time order, is left out.',
      })),
    );
  });

  it('reports a choice of more than 5 answers at its place in a single choice set', () => {
    const set = {
      duration: { from: 3 },
      action: {
        library: 'H5P.SingleChoiceSet 1.11',
        params: {
          choices: [
            { question: 'Pick one', answers: ['a', 'b', 'c', 'd', 'e', 'f'] },
            { question: 'Pick two', answers: ['yes', 'no'] },
          ],
        },
      },
    };
    const r = video(['videos/v.mp4'], [set], MP4);
    expect(r.report).toEqual([
      {
        path: `${IV}/assets/interactions/0/action/params/choices/0`,
        level: 'error',
        message:
          'This interaction is not carried over: it has 6 answers, and a video question has 2 to 5.',
      },
    ]);
    const c = questionsOf(r)[0]!.content as unknown as VideoMcqContent;
    expect(c.checkpoints.map((p) => p.prompt)).toEqual(['Pick two']);
  });
});
