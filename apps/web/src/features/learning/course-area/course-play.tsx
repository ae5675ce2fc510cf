/**
 * What the ecopower, math and play (external course) screens share: a course's chapters, a
 * chapter's task list, its core concept. Each area passes its own links.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import type { ChapterInfo, SubjectSummary } from '@web-ed/schemas/api';
import { RichText } from '@web-ed/ui';
import { BackIcon } from '../../../lib/back-icon';
import {
  fetchChapters,
  fetchQuestions,
  fetchSubjects,
  fetchTasks,
  type TaskInfo,
} from '../../courses';
import { chapterViews, type ChapterView } from '../../../lib/chapters';
import { VLink } from '../../../lib/nav';
import { serverNow } from '../../../lib/server-time';
import '../../../lib/styles/chapter-list.css';
import './course-play.css';

type CoreConcept = NonNullable<ChapterInfo['core_concept']>;

/** A positive integer from a path or query parameter, else null. */
export function idParam(value: string | null | undefined): number | null {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}

export async function loadCourseChapters(
  sid: number,
): Promise<{ course: SubjectSummary | null; chapters: ChapterView[] }> {
  const [subjects, chapters] = await Promise.all([fetchSubjects(), fetchChapters(sid)]);
  return {
    course: subjects.find((s) => s.subject_id === sid) ?? null,
    chapters: chapterViews(chapters, serverNow()),
  };
}

export async function loadChapter(sid: number, cid: number, lang: string, fresh = false) {
  const [content, tasks] = await Promise.all([
    fetchQuestions(sid, cid, lang),
    fetchTasks(cid, fresh),
  ]);
  return {
    chapter: content.chapter,
    progress: tasks.chapter_progress,
    tasks: tasks.data,
    content,
  };
}

export function Bar({ back, children }: { back: string; children?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className="learn__bar">
      <VLink to={back} className="icon-button" aria-label={t('back')}>
        <BackIcon />
      </VLink>
      {children}
    </div>
  );
}

export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <>
      <div
        className="progress"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <p className="chapter__meta">{label}</p>
    </>
  );
}

const STATE_KEY = {
  completed: 'stateCompleted',
  current: 'stateCurrent',
  locked: 'stateLocked',
  review: 'stateReview',
} as const;

/** A course's chapters, each linking to its task list. */
export function ChapterList({
  chapters,
  taskListHref,
}: {
  chapters: ChapterView[];
  taskListHref: (chapterId: number) => string;
}) {
  const { t } = useTranslation('play');
  if (chapters.length === 0) return <p className="muted">{t('noChapters')}</p>;
  return (
    <ol className="chapters">
      {chapters.map((ch) => {
        const percent = ch.progress;
        const open = ch.is_playable && ch.display !== 'locked';
        return (
          <li key={ch.id} className={`chapter chapter--${ch.display}`}>
            <div className="chapter__body">
              <p className="eyebrow">
                {t('chapterNumber', { number: ch.number })} · {t(STATE_KEY[ch.display])}
              </p>
              <h2 className="chapter__title">{ch.title}</h2>
              <ProgressBar percent={percent} label={t('progress', { percent })} />
              {open ? (
                <VLink className="button button--primary" to={taskListHref(ch.id)}>
                  {t('openChapter')}
                  <span className="visually-hidden">: {ch.title}</span>
                </VLink>
              ) : (
                <p className="chapter__meta">{t('locked')}</p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** A chapter's tasks with the student's stars, each opening the quiz. */
export function TaskList({
  tasks,
  quizHref,
}: {
  tasks: TaskInfo[];
  quizHref: (taskId: number) => string;
}) {
  const { t } = useTranslation('play');
  if (tasks.length === 0) return <p className="muted">{t('noTasks')}</p>;
  return (
    <ol className="task-list">
      {tasks.map((task, i) => (
        <li key={task.id} className="card task-list__item">
          <p className="eyebrow">{t('taskNumber', { number: i + 1 })}</p>
          <h2 className="chapter__title">{task.title}</h2>
          <p className="chapter__meta">
            {task.is_completed ? t('stars', { stars: task.stars }) : t('notPlayed')}
            {task.question_length > 1
              ? ` · ${t('questions', { count: task.question_length })}`
              : ''}
          </p>
          <VLink
            className={`button ${task.is_completed ? 'button--secondary' : 'button--primary'}`}
            to={quizHref(task.id)}
          >
            {task.is_completed ? t('playAgain') : t('play')}
            <span className="visually-hidden">: {task.title}</span>
          </VLink>
        </li>
      ))}
    </ol>
  );
}

/** A chapter's core concept: the idea, then worked examples (LaTeX through KaTeX, lazily). */
export function CoreConceptView({ concept }: { concept: CoreConcept }) {
  const { t } = useTranslation('play');
  return (
    <article className="card core-concept" aria-label={concept.title}>
      {concept.body.split(/\n\s*\n/).map((p, i) => (
        <p key={i}>
          <RichText text={p} />
        </p>
      ))}
      {(concept.examples ?? []).length > 0 && (
        <>
          <h3>{t('examples')}</h3>
          <ol className="core-concept__examples">
            {(concept.examples ?? []).map((ex, i) => (
              <li key={i}>
                <p>
                  <strong>{t('problem')}</strong> <RichText text={ex.problem} />
                </p>
                <p>
                  <strong>{t('solution')}</strong> <RichText text={ex.solution} />
                </p>
              </li>
            ))}
          </ol>
        </>
      )}
    </article>
  );
}
