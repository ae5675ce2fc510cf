/** What the study buddy sees of a video question (the checkpoint on screen, the transcript), and the tutor's notes. */
import type { QuestionDescription, TutorNotes } from '@web-ed/engine';
import type { VideoMcqContent } from '@web-ed/schemas';
import { answerTexts, described, optionTexts, shownItem, textOf } from '../shared/content-text';

export function describeVideoMcq(c: VideoMcqContent, shownPrompt?: string): QuestionDescription {
  const checkpoint = shownItem(c.checkpoints, shownPrompt);
  return described({
    question: textOf(checkpoint?.prompt) ?? textOf(c.title),
    passage: textOf(c.transcript),
    options: optionTexts(checkpoint?.options),
    image: textOf(c.poster),
  });
}

export function videoMcqNotes(c: VideoMcqContent, shownPrompt?: string): TutorNotes {
  const checkpoint = shownItem(c.checkpoints, shownPrompt);
  return {
    explanation: textOf(checkpoint?.explanation),
    answers: checkpoint ? answerTexts(checkpoint.answers, checkpoint.options) : [],
  };
}
