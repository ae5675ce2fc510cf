/**
 * The quiz of the math, play and ecopower areas: one task (or the chapter's next) played through
 * the Player with the /learn/ outbox; `resultPath` opens when it is finished.
 */
import { useState } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { Loaded } from '../../../lib/chrome';
import { VLink } from '../../../lib/nav';
import { loadPlay, PlayTask } from '../play/play-task';
import { useLoad } from '../../../lib/use-load';
import { Bar } from './course-play';

export function QuizScreen({
  sid,
  cid,
  taskId,
  back,
  resultPath,
}: {
  sid: number | null;
  cid: number | null;
  taskId: number | null;
  back: string;
  resultPath: string;
}) {
  const { t, i18n } = useTranslation('learn');
  const [load, retry] = useLoad(
    () =>
      sid !== null && cid !== null
        ? loadPlay(sid, cid, i18n.language, taskId, 'quiz')
        : Promise.reject(new Error('bad link')),
    [sid, cid, taskId, i18n.language],
  );
  const [sending, setSending] = useState(false);
  return (
    <div className="page page--learn">
      <Bar back={back}>
        {sending && (
          <p className="learn__sending" role="status">
            {t('sending')}
          </p>
        )}
      </Bar>
      <Loaded load={load} retry={retry}>
        {(data) =>
          data.task && sid !== null && cid !== null ? (
            <PlayTask
              data={{ ...data, task: data.task }}
              sid={sid}
              cid={cid}
              resultPath={resultPath}
              onSending={setSending}
            />
          ) : (
            <div className="card">
              <h1 className="page__title">{t('noTask')}</h1>
              <VLink className="button button--primary" to={back}>
                {t('common:back')}
              </VLink>
            </div>
          )
        }
      </Loaded>
    </div>
  );
}
