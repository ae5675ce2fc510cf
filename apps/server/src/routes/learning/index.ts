/** The learning service: every learning/* route, mounted under SERVICE_PREFIX.learning. */
import type { FastifyInstance } from 'fastify';
import dictionaryTranslate from './dictionary-translate';
import getAds from './get-ads';
import getChapterPack from './get-chapter-pack';
import getChapters from './get-chapters';
import getContentData from './get-content-data';
import getCoursePack from './get-course-pack';
import getPackKey from './get-pack-key';
import getQuestions from './get-questions';
import getSubjects from './get-subjects';
import getTasks from './get-tasks';
import getTime from './get-time';
import listeningResult from './listening-result';
import minigameFinish from './minigame-finish';
import saveQuizAnswer from './save-quiz-answer';
import setLike from './set-like';
import taskCompletion from './task-completion';
import taskUpload from './task-upload';
import getTaskUpload from './get-task-upload';

export { default as getTime } from './get-time';

export default async function learningService(app: FastifyInstance): Promise<void> {
  await app.register(getSubjects);
  await app.register(getChapters);
  await app.register(getTasks);
  await app.register(getQuestions);
  await app.register(getContentData);
  await app.register(getCoursePack);
  await app.register(getChapterPack);
  await app.register(getPackKey);
  await app.register(minigameFinish);
  await app.register(taskCompletion);
  await app.register(taskUpload);
  await app.register(getTaskUpload);
  await app.register(saveQuizAnswer);
  await app.register(listeningResult);
  await app.register(setLike);
  await app.register(dictionaryTranslate);
  await app.register(getAds);
  await app.register(getTime);
}
