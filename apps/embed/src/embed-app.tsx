/**
 * What the element shows: the course's chapter played task after task in the Player, each
 * finish record sent at once to learning/minigame-finish (with Retry when it fails), then the
 * chapter's end with the points earned. A page whose origin the server refuses gets a clear,
 * translated refusal instead.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Player } from '@web-ed/player';
import { registry } from '@web-ed/plugins';
import {
  defaultServices,
  PluginServicesContext,
  type PluginServices,
} from '@web-ed/plugins/services';
import type { FinishRecord, Lang } from '@web-ed/schemas';
import { assetUrl } from './asset-url';
import { isOriginRefused, type EmbedRequest } from './embed-session';
import { loadChapter, type EmbedChapter } from './load-chapter';
import { EMBED_STRINGS } from './strings';

type Load =
  | { kind: 'loading' }
  | { kind: 'refused' }
  | { kind: 'failed' }
  | { kind: 'ready'; chapter: EmbedChapter };

type Send =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'failed'; record: FinishRecord };

export function EmbedApp({ request }: { request: EmbedRequest }) {
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadChapter(request).then(
      (chapter) => live && setLoad({ kind: 'ready', chapter }),
      (e: unknown) => live && setLoad({ kind: isOriginRefused(e) ? 'refused' : 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [request, attempt]);

  const strings =
    EMBED_STRINGS[load.kind === 'ready' ? load.chapter.session.course.lang : request.lang];
  if (load.kind === 'ready') return <ChapterPlay chapter={load.chapter} />;
  return (
    <section className="embed" lang={request.lang}>
      {load.kind === 'loading' ? (
        <p className="embed__status" role="status">
          {strings.loading}
        </p>
      ) : (
        <div className="embed__problem" role="alert">
          <p className="embed__problem-title">
            {load.kind === 'refused' ? strings.refusedTitle : strings.failedTitle}
          </p>
          <p>{load.kind === 'refused' ? strings.refused : strings.failed}</p>
          {load.kind === 'failed' && (
            <button
              type="button"
              className="embed__button"
              onClick={() => {
                setLoad({ kind: 'loading' });
                setAttempt((n) => n + 1);
              }}
            >
              {strings.retry}
            </button>
          )}
        </div>
      )}
      <p className="embed__brand">{strings.poweredBy}</p>
    </section>
  );
}

function ChapterPlay({ chapter }: { chapter: EmbedChapter }) {
  const { session, tasks } = chapter;
  const { course, api } = session;
  const lang: Lang = course.lang;
  const strings = EMBED_STRINGS[lang];
  const [index, setIndex] = useState(chapter.first);
  const [round, setRound] = useState(0);
  const [send, setSend] = useState<Send>({ kind: 'idle' });
  const [earned, setEarned] = useState(0);
  const task = tasks[index];
  const last = index === tasks.length - 1;

  const services: PluginServices = useMemo(
    () => ({ ...defaultServices, assetUrl: (path) => assetUrl(course.subject_id, path) }),
    [course.subject_id],
  );

  const submit = useCallback(
    async (record: FinishRecord) => {
      setSend({ kind: 'saving' });
      try {
        const answer = await api.minigameFinish([record]);
        setEarned((n) => n + answer.total_rewards.total_points);
        setSend({ kind: 'saved' });
      } catch {
        setSend({ kind: 'failed', record });
      }
    },
    [api],
  );

  const next = () => {
    setSend({ kind: 'idle' });
    if (last) {
      setIndex(0);
      setRound((n) => n + 1);
      setEarned(0);
    } else setIndex((i) => i + 1);
  };

  return (
    <section className="embed" lang={lang} aria-label={course.subject_name}>
      <header className="embed__header">
        <h2 className="embed__title">{course.subject_name}</h2>
        <p className="embed__chapter">{course.chapter_title}</p>
      </header>
      {task && (
        <PluginServicesContext.Provider value={services}>
          <Player
            key={`${round}:${index}`}
            task={task}
            registry={registry}
            lang={lang}
            userId={session.userId}
            subjectId={course.subject_id}
            subjectVersion={course.subject_version}
            chapterId={course.chapter_id}
            isCompleteChapter={last}
            random={Math.random}
            headingLevel={3}
            onFinish={(record) => void submit(record)}
          />
        </PluginServicesContext.Provider>
      )}
      <div className="embed__after">
        {send.kind === 'saving' && (
          <p className="embed__status" role="status">
            {strings.saving}
          </p>
        )}
        {send.kind === 'failed' && (
          <div className="embed__problem" role="alert">
            <p>{strings.notSaved}</p>
            <button
              type="button"
              className="embed__button"
              onClick={() => void submit(send.record)}
            >
              {strings.retry}
            </button>
          </div>
        )}
        {send.kind === 'saved' && last && (
          <div className="embed__done" role="status">
            <p className="embed__done-title">{strings.chapterDone}</p>
            <p>{strings.earned(earned)}</p>
          </div>
        )}
        {send.kind === 'saved' && (
          <button type="button" className="embed__button" onClick={next}>
            {last ? strings.playAgain : strings.nextTask}
          </button>
        )}
      </div>
      <p className="embed__brand">{strings.poweredBy}</p>
    </section>
  );
}
