/** Video with checkpoint questions (video_mcq, type 34): the video pauses until each is answered. */
import type { VideoMcqContent } from '@web-ed/schemas';
import type { WebPlugin } from '../view-props';
import { describeVideoMcq, videoMcqNotes } from './buddy';
import { redactVideoMcq } from './redact';
import { manifest } from './manifest';
import { checkVideoMcq, expectedAnswer, scoreVideoMcq } from './score';

export const videoMcq: WebPlugin<VideoMcqContent> = {
  manifest,
  checkContent: checkVideoMcq,
  expectedAnswer,
  score: (content, answer) => scoreVideoMcq(content, answer),
  judgesAnswers: true,
  // The video player and its controls load only with a video question.
  describe: describeVideoMcq,
  tutorNotes: videoMcqNotes,
  redact: redactVideoMcq,
  loadView: () => import('./view'),
};
