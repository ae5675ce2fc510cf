/** /ecopower/quiz/:id/:chapter_id/: a task played through the Player (the /learn/ outbox). */
import { useParams, useSearchParams } from '../../lib/router';
import { idParam, QuizScreen } from '../learning';
import { ECOPOWER_PATH as P } from './ecopower-data';
import { PATH } from '../../lib/paths';
import { useEcopowerEntered } from './refresh-flag';
import './ecopower.css';

export function EcopowerQuiz() {
  const params = useParams();
  const [query] = useSearchParams();
  const sid = idParam(params.id);
  const cid = idParam(params.chapter_id);
  useEcopowerEntered();
  return (
    <QuizScreen
      sid={sid}
      cid={cid}
      taskId={idParam(query.get('task'))}
      back={sid !== null && cid !== null ? P.taskList(sid, cid) : P.home}
      resultPath={PATH.result}
    />
  );
}
