/** /math/quiz/result/ and /play/quiz/result/: the result, back to the chapter's task list. */
import { href } from '../../../lib/nav';
import { Result } from '../play/result';
import { AREA_PATH, type Area } from './area';

export function AreaQuizResult({ area }: { area: Area }) {
  return (
    <Result
      backTo={(r) => href(AREA_PATH.taskList(area), { cid: r.subjectId, chapter_id: r.chapterId })}
    />
  );
}

export const MathQuizResult = () => <AreaQuizResult area="math" />;
export const PlayQuizResult = () => <AreaQuizResult area="play" />;
