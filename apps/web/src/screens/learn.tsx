/**
 * /learn/?sid&cid&source: fetches the chapter's questions, picks the next task and plays it in the
 * Player. The finish record goes into the IndexedDB outbox first, then the outbox is flushed; a
 * record that cannot be sent (offline) stays in the outbox for the next flush.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { unwrap, type DoneResponse } from '@web-ed/api-client';
import {
  loadContent,
  PROGRESS_MAX,
  PROGRESS_STEP,
  starsFor,
  type PlayableTask,
} from '@web-ed/engine';
import { Player } from '@web-ed/player';
import { registry } from '@web-ed/plugins';
import {
  defaultServices,
  PluginServicesContext,
  type PluginServices,
} from '@web-ed/plugins/services';
import type { FinishRecord } from '@web-ed/schemas';
import { Loaded } from '../app/chrome';
import { fetchQuestions, fetchSubjects, fetchTasks } from '../app/courses-data';
import { href, useGo, VLink } from '../app/nav';
import { PATH } from '../app/routes';
import {
  api,
  fetchPreference,
  flush,
  outbox,
  setLastResult,
  snackbars,
  state,
  type LastResult,
} from '../app/store';
import { useLoad } from '../app/use-load';
import { config } from '../app/config';
import { contentAssetUrl } from '../shell';

async function loadChapter(sid: number, cid: number, lang: string) {
  const [content, tasks, subjects, preference] = await Promise.all([
    fetchQuestions(sid, cid, lang),
    fetchTasks(cid),
    fetchSubjects(),
    fetchPreference(),
  ]);
  const playable: PlayableTask[] = [];
  for (const raw of content.tasks) {
    const loaded = loadContent(raw, registry);
    if (loaded.content?.kind === 'task') playable.push(loaded.content.value);
  }
  const info = new Map(tasks.data.map((t) => [t.id, t]));
  // The next task: the first not yet done, else the one with the fewest stars.
  const next =
    playable.find((p) => !(info.get(p.id)?.is_completed ?? false)) ??
    [...playable].sort((a, b) => (info.get(a.id)?.stars ?? 0) - (info.get(b.id)?.stars ?? 0))[0] ??
    null;
  const subject = subjects.find((s) => s.subject_id === sid);
  return {
    task: next,
    lang: content.lang,
    subjectVersion: subject?.subject_version ?? 1,
    chapterProgress: tasks.chapter_progress,
    accessibility: preference.accessibility_mode,
  };
}

export function Learn() {
  const { t, i18n } = useTranslation('learn');
  const [params] = useSearchParams();
  const sid = Number(params.get('sid'));
  const cid = Number(params.get('cid'));
  const valid = Number.isInteger(sid) && sid > 0 && Number.isInteger(cid) && cid > 0;
  const [load, retry] = useLoad(
    () => (valid ? loadChapter(sid, cid, i18n.language) : Promise.reject(new Error('bad link'))),
    [sid, cid, i18n.language],
  );
  const snap = useSnapshot(state);
  const go = useGo();
  const [sending, setSending] = useState(false);
  const finishing = useRef(false);
  // The result screen must open even if the connection drops during the play.
  useEffect(() => {
    void import('./result');
  }, []);

  const services: PluginServices = useMemo(
    () => ({
      ...defaultServices,
      assetUrl: (path) =>
        contentAssetUrl(sid, path, {
          width: Math.min(1024, Math.round(window.innerWidth * window.devicePixelRatio)),
          cdn: config.imageCdn,
        }),
      accessibilityMode: load.status === 'ready' ? load.data.accessibility : snap.accessibilityMode,
      translate: async (word, source, target) => {
        const r = await api.post<DoneResponse<{ translation: string }>>(
          'learning',
          'learning/dictionary-translate',
          { word, source_language: source, target_language: target },
          { retries: 0 },
        );
        return unwrap(r).translation;
      },
    }),
    [load, snap.accessibilityMode, sid],
  );

  const onFinish = async (record: FinishRecord, title: string, progressBefore: number) => {
    if (finishing.current) return;
    finishing.current = true;
    setSending(true);
    // 1. Keep it on the device before anything else: it is never lost offline.
    await (await outbox()).put(record);
    const answered = record.answers.filter((a) => !a.is_skipped);
    const correct = record.answers.filter((a) => a.is_correct === true).length;
    const total = Math.max(record.question_length, answered.length);
    const local: LastResult = {
      taskTitle: title,
      subjectId: record.subject_id,
      chapterId: record.chapter_id,
      stars: starsFor(correct, total),
      points: record.points,
      correct,
      total,
      rewards: null,
      chapterProgress: null,
      missionsCompleted: [],
    };
    try {
      const result = await flush(null);
      const mine = result.response?.results?.find((r) => r.session === record.session);
      const totals = result.response?.total_rewards;
      setLastResult({
        ...local,
        stars: mine?.stars ?? local.stars,
        points: mine?.points ?? local.points,
        rewards:
          result.removed > 0 || mine
            ? {
                points: totals?.total_points ?? 0,
                diamonds: totals?.total_diamond ?? 0,
                votes: totals?.total_vote ?? 0,
              }
            : null,
        chapterProgress:
          mine?.chapter_progress ??
          (record.is_complete ? Math.min(PROGRESS_MAX, progressBefore + PROGRESS_STEP) : null),
        missionsCompleted: result.response?.missions_completed ?? [],
      });
    } catch {
      // Offline or the server failed: the record waits in the outbox for the next flush.
      setLastResult(local);
      snackbars.show({ message: 'learn:savedOffline', type: 'warning' });
    }
    go(PATH.result, { replace: true });
  };

  return (
    <div className="page page--learn">
      <div className="learn__bar">
        <VLink
          to={valid ? href(PATH.courses, { sid }) : PATH.home}
          className="icon-button"
          aria-label={t('common:back')}
        >
          <svg
            width="24"
            height="24"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M15 5l-7 7 7 7" />
          </svg>
        </VLink>
        {sending && (
          <p className="learn__sending" role="status">
            {t('sending')}
          </p>
        )}
      </div>
      <Loaded load={load} retry={retry}>
        {(data) =>
          data.task && snap.session ? (
            <PluginServicesContext.Provider value={services}>
              <h1 className="visually-hidden">{data.task.title}</h1>
              <Player
                task={data.task}
                registry={registry}
                lang={data.lang}
                userId={snap.session.id}
                subjectId={sid}
                subjectVersion={data.subjectVersion}
                chapterId={cid}
                isCompleteChapter={data.chapterProgress + PROGRESS_STEP >= PROGRESS_MAX}
                headingLevel={2}
                onFinish={(record) => {
                  const title = data.task?.title ?? '';
                  void onFinish(record, title, data.chapterProgress);
                }}
              />
            </PluginServicesContext.Provider>
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
