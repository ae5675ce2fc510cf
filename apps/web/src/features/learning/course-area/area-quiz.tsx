/** /math/quiz/ and /play/quiz/: a task played through the Player (the /learn/ outbox). */
import { QuizScreen } from './quiz-screen';
import { href } from '../../../lib/nav';
import { AREA_PATH, type Area, useIds } from './area';

export function AreaQuiz({ area }: { area: Area }) {
  const { cid, chapterId, taskId } = useIds();
  return (
    <QuizScreen
      sid={cid}
      cid={chapterId}
      taskId={taskId}
      back={
        cid !== null && chapterId !== null
          ? href(AREA_PATH.taskList(area), { cid, chapter_id: chapterId })
          : AREA_PATH.home(area)
      }
      resultPath={AREA_PATH.result(area)}
    />
  );
}

export const MathQuiz = () => <AreaQuiz area="math" />;
export const PlayQuiz = () => <AreaQuiz area="play" />;
