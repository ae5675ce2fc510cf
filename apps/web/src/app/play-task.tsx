/**
 * Playing one task through the Player, as /learn/, the ecopower quiz, the math quiz and the play
 * quiz all do: the plugin services (media URLs, translation, the fun activity upload), and the
 * finish: the record goes into the IndexedDB outbox first, then the outbox is flushed; a record
 * that cannot be sent (offline) stays in the outbox for the next flush. Then `resultPath` opens.
 */
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { unwrap, type DoneResponse } from '@web-ed/api-client';
import {
  loadContent,
  PROGRESS_MAX,
  PROGRESS_STEP,
  starsFor,
  type PlayableTask,
} from '@web-ed/engine';
import { Player, type AskBuddyContext } from '@web-ed/player';
import { registry } from '@web-ed/plugins';
import {
  defaultServices,
  PluginServicesContext,
  type PluginServices,
} from '@web-ed/plugins/services';
import type { FinishRecord, Lang } from '@web-ed/schemas';
import { contentAssetUrl } from '../shell';
import { config } from './config';
import { fetchQuestions, fetchSubjects, fetchTasks } from './courses-data';
import { useGo } from './nav';
import { answeredResult } from './play-result';
import {
  api,
  fetchPreference,
  flush,
  outbox,
  setLastResult,
  snackbars,
  state,
  type LastResult,
} from './store';
import { uploadTaskFile } from './task-upload';

/** The study buddy opens over the Player, which keeps its play (docs/decisions.md). */
const ChatBuddySheet = lazy(() =>
  import('../screens/chat-buddy-sheet').then((m) => ({ default: m.ChatBuddySheet })),
);

export interface LoadedPlay {
  task: PlayableTask | null;
  lang: Lang;
  subjectVersion: number;
  chapterProgress: number;
  accessibility: boolean;
}

/**
 * A chapter's playable task: `taskId` when given (and playable), else the first not yet done,
 * else the one with the fewest stars.
 */
export async function loadPlay(
  sid: number,
  cid: number,
  lang: string,
  taskId: number | null = null,
): Promise<LoadedPlay> {
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
  const next =
    (taskId !== null ? playable.find((p) => p.id === taskId) : undefined) ??
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

/** The services plugin views may ask for, for course `sid`. */
export function usePlayServices(sid: number, accessibility: boolean | null): PluginServices {
  const snap = useSnapshot(state);
  return useMemo(
    () => ({
      ...defaultServices,
      assetUrl: (path) =>
        contentAssetUrl(sid, path, {
          width: Math.min(1024, Math.round(window.innerWidth * window.devicePixelRatio)),
          cdn: config.imageCdn,
        }),
      accessibilityMode: accessibility ?? snap.accessibilityMode,
      translate: async (word, source, target) => {
        const r = await api.post<DoneResponse<{ translation: string }>>(
          'learning',
          'learning/dictionary-translate',
          { word, source_language: source, target_language: target },
          { retries: 0 },
        );
        return unwrap(r).translation;
      },
      upload: uploadTaskFile,
    }),
    [accessibility, snap.accessibilityMode, sid],
  );
}

interface PlayTaskProps {
  data: LoadedPlay & { task: PlayableTask };
  sid: number;
  cid: number;
  /** Opened once the record is kept (and sent when online). */
  resultPath: string;
  onSending: (sending: boolean) => void;
}

export function PlayTask({ data, sid, cid, resultPath, onSending }: PlayTaskProps) {
  const snap = useSnapshot(state);
  const go = useGo();
  const services = usePlayServices(sid, data.accessibility);
  const finishing = useRef(false);
  const [buddy, setBuddy] = useState<AskBuddyContext | null>(null);
  // The result screen must open even if the connection drops during the play.
  useEffect(() => {
    void import('../screens/result');
  }, []);

  const onFinish = async (record: FinishRecord) => {
    if (finishing.current) return;
    finishing.current = true;
    onSending(true);
    // 1. Keep it on the device before anything else: it is never lost offline.
    await (await outbox()).put(record);
    const answered = record.answers.filter((a) => !a.is_skipped);
    const correct = record.answers.filter((a) => a.is_correct === true).length;
    const total = Math.max(record.question_length, answered.length);
    const local: LastResult = {
      taskTitle: data.task.title,
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
      setLastResult(answeredResult(local, record, data.chapterProgress, await flush(null)));
    } catch {
      // Offline or the server failed: the record waits in the outbox for the next flush.
      setLastResult(local);
      snackbars.show({ message: 'learn:savedOffline', type: 'warning' });
    }
    go(resultPath, { replace: true });
  };

  if (!snap.session) return null;
  return (
    <PluginServicesContext.Provider value={services}>
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
        onFinish={(record) => void onFinish(record)}
        onAskBuddy={setBuddy}
      />
      {buddy && (
        <Suspense fallback={null}>
          <ChatBuddySheet context={buddy} onClose={() => setBuddy(null)} />
        </Suspense>
      )}
    </PluginServicesContext.Provider>
  );
}
