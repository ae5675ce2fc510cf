/**
 * /play/: external courses (domain external, content fetched and checked by the server from its
 * origin), with chapters, task list, quiz, quiz result and core concept (app/course-area.tsx).
 */
import {
  AreaChapters,
  AreaCoreConcept,
  AreaHome,
  AreaQuiz,
  AreaQuizResult,
  AreaTaskList,
} from '../app/course-area';

export const PlayHome = () => <AreaHome area="play" />;
export const PlayChapters = () => <AreaChapters area="play" />;
export const PlayTaskList = () => <AreaTaskList area="play" />;
export const PlayQuiz = () => <AreaQuiz area="play" />;
export const PlayQuizResult = () => <AreaQuizResult area="play" />;
export const PlayCoreConcept = () => <AreaCoreConcept area="play" />;
