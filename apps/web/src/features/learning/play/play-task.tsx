/**
 * Playing one task through the Player, as /learn/, the ecopower quiz, the math quiz and the play
 * quiz all do: the plugin services (play-services.ts), and the finish: the record goes into the
 * IndexedDB outbox first, then the outbox is flushed; a record that cannot be sent (offline)
 * stays in the outbox for the next flush. Then `resultPath` opens.
 *
 * A play left half-way (an untimed task) is kept on the device after every step
 * (quiz-progress.ts) and its answers on the server (save-quiz-answer); opening the task again
 * continues it, same session, so its finish is still one record. "Start over" drops it.
 */
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { useSnapshot } from 'valtio';
import {
  answeredCount,
  serverTask,
  newAnswers,
  PROGRESS_MAX,
  PROGRESS_STEP,
  resumeSession,
  seededRandom,
  starsFor,
  type PlayableTask,
  type PlaySession,
  type PluginEvent,
} from '@web-ed/engine';
import { isNetworkError } from '@web-ed/api-client';
import { isResumable, Player, type AskBuddyContext } from '@web-ed/player';
import { registry } from '@web-ed/plugins';
import { PluginServicesContext } from '@web-ed/plugins/services';
import type { FinishRecord, Lang } from '@web-ed/schemas';
import { fetchQuestions, fetchSubjects, fetchTasks } from '../../courses';
import { fetchQuizQuestions, markTaskDone, saveQuizAnswers } from '../learning-calls';
import { useGo } from '../../../lib/nav';
import { readSharedChapter } from '../../../lib/storage';
import { answeredResult } from './play-result';
import { dropProgress, keepProgress, progressOf, tasksInProgress } from './quiz-progress';
import {
  fetchPreference,
  flush,
  outbox,
  setLastResult,
  snackbars,
  state,
  type LastResult,
} from '../../../lib/store';
import { ChatBuddySheet } from '../../buddy';
import { usePlayServices } from './play-services';
import './play.css';

export interface LoadedPlay {
  task: PlayableTask | null;
  lang: Lang;
  subjectVersion: number;
  chapterProgress: number;
  accessibility: boolean;
  /** This student's play of `task` left half-way, checked by the engine, to continue. */
  resume: PlaySession | null;
  /**
   * Where a new play's question order comes from when its task shuffles. Drawn with the load, so
   * a page the server rendered and the app hydrating it start the same play, and every load
   * (every visit) plays in another order.
   */
  seed: number;
}

function newSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!;
}

/** The kept half-done play of `task`, if it still fits; one that no longer does is forgotten. */
function resumeOf(task: PlayableTask, sid: number, cid: number, lang: Lang): PlaySession | null {
  const userId = state.session?.id;
  if (!userId || !isResumable(task, registry)) return null;
  const now = Date.now();
  const saved = progressOf(localStorage, userId, task.id, now);
  if (saved === null) return null;
  const resume = resumeSession(saved, {
    task,
    registry,
    userId,
    subjectId: sid,
    chapterId: cid,
    lang,
  });
  if (!resume) dropProgress(localStorage, userId, task.id, now);
  return resume;
}

/**
 * A chapter's playable task: `taskId` when given (and playable), else the one left half-way
 * here, else the first not yet done, else the one with the fewest stars. `quiz`: the quiz
 * screens read the questions with get-quiz-questions, /learn/ with get-questions (section 7).
 */
const unreachableOr =
  <T,>(fallback: T) =>
  (error: unknown): T => {
    if (isNetworkError(error)) return fallback;
    throw error;
  };

export async function loadPlay(
  sid: number,
  cid: number,
  lang: string,
  taskId: number | null = null,
  from: 'learn' | 'quiz' = 'learn',
): Promise<LoadedPlay> {
  const [content, tasks, subjects, preference, shared] = await Promise.all([
    from === 'quiz' ? fetchQuizQuestions(sid, cid, lang) : fetchQuestions(sid, cid, lang),
    fetchTasks(cid),
    // Unreachable with nothing cached (a chapter a friend shared, on a phone new to the app): the
    // play goes on with what the device knows. A server's error still fails the load.
    fetchSubjects().catch(unreachableOr([])),
    fetchPreference().catch(unreachableOr(null)),
    readSharedChapter(sid, cid).catch(() => null),
  ]);
  // Validated by the server where the course entered: played as sent, without validators.
  const playable = content.tasks.map((raw) => serverTask(raw, registry));
  const info = new Map(tasks.data.map((t) => [t.id, t]));
  const userId = state.session?.id;
  const halfDone =
    taskId === null && userId
      ? tasksInProgress(localStorage, userId, sid, cid, Date.now())
          .map((id) => playable.find((p) => p.id === id))
          .find((p) => p !== undefined && resumeOf(p, sid, cid, content.lang) !== null)
      : undefined;
  const next =
    (taskId !== null ? playable.find((p) => p.id === taskId) : undefined) ??
    halfDone ??
    playable.find((p) => !(info.get(p.id)?.is_completed ?? false)) ??
    [...playable].sort((a, b) => (info.get(a.id)?.stars ?? 0) - (info.get(b.id)?.stars ?? 0))[0] ??
    null;
  const subject = subjects.find((s) => s.subject_id === sid);
  return {
    task: next,
    lang: content.lang,
    subjectVersion: subject?.subject_version ?? shared?.subject_version ?? 1,
    chapterProgress: tasks.chapter_progress,
    accessibility: preference?.accessibility_mode ?? state.accessibilityMode,
    resume: next ? resumeOf(next, sid, cid, content.lang) : null,
    seed: newSeed(),
  };
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
  const { t } = useTranslation('learn');
  const snap = useSnapshot(state);
  const go = useGo();
  // `key` remounts the Player for a new play ("Start over").
  const [play, setPlay] = useState({ key: 0, resume: data.resume });
  const last = useRef<PlaySession | null>(data.resume);
  // The notice stays until the resumed play moves on.
  const [resumedAt, setResumedAt] = useState(data.resume ? answeredCount(data.resume) : null);
  const resumable = isResumable(data.task, registry);

  const onProgress = (session: PlaySession) => {
    // Nothing answered: nothing to keep, and a play left half-way stays for the device's own
    // load to continue (a page the server rendered opens its task fresh before that).
    if (!resumable || answeredCount(session) === 0) return;
    keepProgress(localStorage, session, Date.now());
    const fresh = newAnswers(last.current, session);
    last.current = session;
    if (fresh.length > 0) saveQuizAnswers(sid, fresh);
    if (resumedAt !== null && answeredCount(session) > resumedAt) setResumedAt(null);
  };

  const startOver = () => {
    if (snap.session) dropProgress(localStorage, snap.session.id, data.task.id, Date.now());
    last.current = null;
    setResumedAt(null);
    setPlay((p) => ({ key: p.key + 1, resume: null }));
  };

  // A reading passage read, a video watched to the end: the task's content is done.
  const onEvent = (event: PluginEvent) => {
    if (event.kind === 'completed') markTaskDone(data.task.id);
  };

  const services = usePlayServices(sid, data.accessibility);
  const finishing = useRef(false);
  const [buddy, setBuddy] = useState<AskBuddyContext | null>(null);
  // The result screen must open even if the connection drops during the play.
  useEffect(() => {
    void import('./result');
  }, []);

  const onFinish = async (record: FinishRecord) => {
    if (finishing.current) return;
    finishing.current = true;
    onSending(true);
    // 1. Keep it on the device before anything else: it is never lost offline.
    await (await outbox()).put(record);
    // Then the play is no longer half-way (kept until now, so a crash in between loses nothing).
    dropProgress(localStorage, record.identifier, record.task_id, Date.now());
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
      {resumedAt !== null && play.resume && (
        <div className="learn__resume" role="status">
          <p>
            {t('resumed', {
              current: Math.min(play.resume.index + 1, play.resume.order.length),
              total: play.resume.order.length,
            })}
          </p>
          <button type="button" className="button button--secondary" onClick={startOver}>
            {t('startOver')}
          </button>
        </div>
      )}
      <Player
        key={play.key}
        resume={play.resume}
        onProgress={onProgress}
        onEvent={onEvent}
        task={data.task}
        // "Start over" plays in another order.
        random={seededRandom(data.seed + play.key)}
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
        // The study buddy opens over the Player, which keeps its play (docs/decisions.md).
        <Suspense fallback={null}>
          <ChatBuddySheet context={buddy} onClose={() => setBuddy(null)} />
        </Suspense>
      )}
    </PluginServicesContext.Provider>
  );
}
