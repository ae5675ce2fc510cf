/**
 * /ecopower/task-list/:id/:chapter_id/: the chapter's tasks, fetched afresh after entering
 * ecopower.
 */
import { useState } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { useParams } from '../../lib/router';
import { Loaded } from '../../lib/chrome';
import { Bar, idParam, loadChapter, ProgressBar, TaskList } from '../learning';
import { ECOPOWER_PATH as P, loadEcoChapter } from './ecopower-data';
import { href } from '../../lib/nav';
import { useLoad } from '../../lib/use-load';
import { EcoNext } from './eco-next';
import { NoEcopower } from './no-ecopower';
import { takeRefreshFlag } from './refresh-flag';
import './ecopower.css';

export function EcopowerTaskList() {
  const { t, i18n } = useTranslation('ecopower');
  const params = useParams();
  const sid = idParam(params.id);
  const cid = idParam(params.chapter_id);
  // Read once per visit: a set flag fetches the tasks past every cache, then it is cleared.
  const [fresh] = useState(takeRefreshFlag);
  const [load, retry] = useLoad(
    () =>
      sid !== null && cid !== null
        ? Promise.all([
            loadEcoChapter(String(sid), String(cid), i18n.language),
            loadChapter(sid, cid, i18n.language, fresh),
          ])
        : Promise.resolve(null),
    [sid, cid, i18n.language],
  );
  return (
    <div className="page eco-page">
      <Bar back={sid !== null ? P.chapters(sid) : P.home} />
      <Loaded load={load} retry={retry}>
        {(data) =>
          data?.[0] && sid !== null && cid !== null ? (
            <>
              <p className="eyebrow">{data[0].course.subject_name}</p>
              <h1 className="page__title">{data[0].chapter.title}</h1>
              <ProgressBar
                percent={data[1].progress}
                label={t('play:progress', { percent: data[1].progress })}
              />
              <EcoNext eco={data[0]} taskList={false} />
              <h2>{t('tasks')}</h2>
              <TaskList
                tasks={data[1].tasks}
                quizHref={(taskId) => href(P.quiz(sid, cid), { task: taskId })}
              />
            </>
          ) : (
            <NoEcopower />
          )
        }
      </Loaded>
    </div>
  );
}
