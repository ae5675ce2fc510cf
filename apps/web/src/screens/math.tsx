/** /math/ and its task list, quiz, quiz result and core concept (app/course-area.tsx). */
import {
  AreaCoreConcept,
  AreaHome,
  AreaQuiz,
  AreaQuizResult,
  AreaTaskList,
} from '../app/course-area';

export const MathHome = () => <AreaHome area="math" />;
export const MathTaskList = () => <AreaTaskList area="math" />;
export const MathQuiz = () => <AreaQuiz area="math" />;
export const MathQuizResult = () => <AreaQuizResult area="math" />;
export const MathCoreConcept = () => <AreaCoreConcept area="math" />;
