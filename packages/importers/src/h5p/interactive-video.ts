/**
 * H5P.InteractiveVideo → one video question (video-mcq): the video file copied into the course,
 * its start-screen title and poster, and the interactions that are single-answer choices as
 * checkpoints at their start times (video-checkpoints.ts). Without a video file in the package
 * (a YouTube or other web address, a file missing or not what its name says) the whole of it is
 * left out. Interactions that do not fit, and the parts video-mcq has no place for (bookmarks,
 * end screens, the summary task, captions), are reported.
 *
 * video-mcq holds at most 5 checkpoints: the first 5 in time order are kept and the rest reported.
 * Each kept checkpoint scores as H5P scores it (one point for the one right answer), so keeping
 * them only shortens the total, as any interaction that does not fit does; leaving the whole video
 * out would lose the questions that do carry over.
 */
import type { VideoMcqCheckpoint } from '@web-ed/schemas';
import { compact, videoMcq } from '../converted';
import { htmlText } from '../html-text';
import type { ConvertParams, H5pContext } from './context';
import { at, field, list, str, type Pointer } from './params';
import { askedBy, isUnfit } from './video-checkpoints';

const MAX_CHECKPOINTS = 5;
const MAX_TITLE = 200;

/** The first video file of the package that can be kept, each one that cannot reported. */
function keepVideo(video: unknown, pointer: Pointer, ctx: H5pContext): string | undefined {
  for (const [i, file] of list(field(video, 'files')).entries()) {
    // The editor marks files it has not saved yet with #tmp.
    const ref = str(field(file, 'path')).replace(/#tmp$/, '');
    const kept = ref && ctx.media.video('content', ref, at([...pointer, 'files', i, 'path']));
    if (kept) return kept;
  }
  ctx.report.push({
    path: at([...pointer, 'files']),
    level: 'error',
    message:
      'No video file of the package can be kept: video questions play a file inside the course, not a web address. The interactive video is left out.',
  });
  return undefined;
}

/** What video-mcq has no place for, reported where it sits. */
function reportLeftOut(iv: unknown, pointer: Pointer, ctx: H5pContext) {
  const assets = field(iv, 'assets');
  const summaries = list(field(field(field(field(iv, 'summary'), 'task'), 'params'), 'summaries'));
  const tracks = list(field(field(field(iv, 'video'), 'textTracks'), 'videoTrack'));
  const parts: [boolean, Pointer, string][] = [
    [list(field(assets, 'bookmarks')).length > 0, ['assets', 'bookmarks'], 'Bookmarks are'],
    [list(field(assets, 'endscreens')).length > 0, ['assets', 'endscreens'], 'End screens are'],
    [
      summaries.some((s) => list(field(s, 'summary')).length > 0),
      ['summary', 'task'],
      'The summary task is',
    ],
    [
      tracks.some((t) => str(field(field(t, 'track'), 'path'))),
      ['video', 'textTracks'],
      'Captions are',
    ],
  ];
  for (const [present, where, what] of parts)
    if (present)
      ctx.report.push({
        path: at([...pointer, ...where]),
        level: 'warning',
        message: `${what} not carried over: the video questions minigame has no such part.`,
      });
}

/** The interactions' questions as checkpoints in time order, at most 5; the others reported. */
function checkpoints(interactions: unknown[], pointer: Pointer, ctx: H5pContext) {
  const timed = interactions.flatMap((interaction, i) => {
    const where = [...pointer, i];
    const from = field(field(interaction, 'duration'), 'from');
    const asked = askedBy(interaction, where, ctx);
    return asked.flatMap((a) => {
      if (isUnfit(a)) {
        ctx.report.push({
          path: at(a.pointer),
          level: a.level,
          message: `This interaction is not carried over: ${a.reason}.`,
        });
        return [];
      }
      if (typeof from !== 'number' || !Number.isFinite(from) || from < 0) {
        ctx.report.push({
          path: at([...where, 'duration', 'from']),
          level: 'error',
          message: 'This interaction has no start time, so it is not carried over.',
        });
        return [];
      }
      return [{ at: from, asked: a, where }];
    });
  });
  // Stable: questions at the same time keep their order.
  timed.sort((a, b) => a.at - b.at);
  for (const late of timed.slice(MAX_CHECKPOINTS))
    ctx.report.push({
      path: at(late.where),
      level: 'error',
      message: `Video questions hold at most ${MAX_CHECKPOINTS} checkpoints: this one, past the first ${MAX_CHECKPOINTS} in time order, is left out.`,
    });
  return timed
    .slice(0, MAX_CHECKPOINTS)
    .map((t, i): VideoMcqCheckpoint => ({ id: `c${i + 1}`, at: t.at, ...t.asked }));
}

export const interactiveVideo: ConvertParams = (params, pointer, ctx) => {
  const base = [...pointer, 'interactiveVideo'];
  const iv = field(params, 'interactiveVideo');
  const video = keepVideo(field(iv, 'video'), [...base, 'video'], ctx);
  if (!video) return [];
  reportLeftOut(iv, base, ctx);
  const interactions = list(field(field(iv, 'assets'), 'interactions'));
  const asked = checkpoints(interactions, [...base, 'assets', 'interactions'], ctx);
  if (asked.length === 0) {
    ctx.report.push({
      path: at(base),
      level: 'error',
      message:
        'No interaction is a question video questions can ask. The interactive video is left out.',
    });
    return [];
  }
  const start = field(field(iv, 'video'), 'startScreenOptions');
  const title = htmlText(str(field(start, 'title')));
  const posterRef = str(field(field(start, 'poster'), 'path')).replace(/#tmp$/, '');
  const poster = posterRef
    ? ctx.media.image(
        'content',
        posterRef,
        at([...base, 'video', 'startScreenOptions', 'poster', 'path']),
      )
    : undefined;
  return [
    videoMcq(
      compact({
        title: title && title.length <= MAX_TITLE ? title : undefined,
        video,
        poster,
        checkpoints: asked,
      }),
      at(pointer),
    ),
  ];
};
