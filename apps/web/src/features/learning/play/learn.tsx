/**
 * /learn/?sid&cid&source: fetches the chapter's questions, picks the next task and plays it in the
 * Player (play-task.tsx: the finish record goes into the IndexedDB outbox first, then the
 * outbox is flushed; a record that cannot be sent offline waits for the next flush).
 */
import { useState } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { useSearchParams } from '../../../lib/router';
import { Loaded } from '../../../lib/chrome';
import { href, VLink } from '../../../lib/nav';
import { loadPlay, PlayTask } from './play-task';
import { PATH } from '../../../lib/paths';
import { PAGE_ONLY } from '../../../lib/storage';
import { useLoad } from '../../../lib/use-load';
import { BackIcon } from '../../../lib/back-icon';
import './play.css';

export function Learn() {
  const { t, i18n } = useTranslation('learn');
  const [params] = useSearchParams();
  const sid = Number(params.get('sid'));
  const cid = Number(params.get('cid'));
  const valid = Number.isInteger(sid) && sid > 0 && Number.isInteger(cid) && cid > 0;
  const [load, retry] = useLoad(
    () => (valid ? loadPlay(sid, cid, i18n.language) : Promise.reject(new Error('bad link'))),
    [sid, cid, i18n.language],
    // The task the server rendered, for this page only: a later visit asks again.
    valid ? `${PAGE_ONLY}learn.${sid}.${cid}.${i18n.language}` : undefined,
  );
  const [sending, setSending] = useState(false);

  return (
    <div className="page page--learn">
      <div className="learn__bar">
        <VLink
          to={valid ? href(PATH.courses, { sid }) : PATH.home}
          className="icon-button"
          aria-label={t('common:back')}
        >
          <BackIcon />
        </VLink>
        {sending && (
          <p className="learn__sending" role="status">
            {t('sending')}
          </p>
        )}
      </div>
      <Loaded load={load} retry={retry}>
        {(data) =>
          data.task ? (
            <>
              <h1 className="visually-hidden">{data.task.title}</h1>
              <PlayTask
                // The device may know better than the server's render: a play of another task
                // left half-way here, or this one's to continue. Then that one opens.
                key={`${data.task.id}${data.resume ? ':resume' : ''}`}
                data={{ ...data, task: data.task }}
                sid={sid}
                cid={cid}
                resultPath={PATH.result}
                onSending={setSending}
              />
            </>
          ) : (
            <div className="card">
              <h1 className="page__title">{t('noTask')}</h1>
              <VLink className="button button--primary" to={PATH.home}>
                {t('common:backToHome')}
              </VLink>
            </div>
          )
        }
      </Loaded>
    </div>
  );
}
