/**
 * The sponsored finance and environment course (ecopower, spec section 2): its home, chapters,
 * the pages made of the course's own cards (why it matters, our story, tips, the accessible
 * all-in-one page, the bridge before the quiz), the fun activity with its upload (success and
 * error pages), the task list (path: course id, chapter id) and the quiz, played through the
 * Player with the same finish-record outbox as /learn/. Entering sets the task refresh flag,
 * which the task list reads and clears to fetch its tasks afresh (section 4).
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { ECOPOWER_STRINGS, FunActivityCard, useUpload } from '@web-ed/plugins/ecopower/host';
import { PluginServicesContext } from '@web-ed/plugins/services';
import type { EcopowerFunActivityCard } from '@web-ed/schemas';
import { isLang } from '@web-ed/engine';
import { RichText } from '@web-ed/ui';
import { Loaded } from '../app/chrome';
import {
  Bar,
  ChapterList,
  idParam,
  loadChapter,
  loadCourseChapters,
  ProgressBar,
  QuizScreen,
  TaskList,
} from '../app/course-play';
import {
  cardsOf,
  ECOPOWER_PATH as P,
  ecoQuery,
  isEcopowerCourse,
  loadEcoChapter,
  type EcoChapter,
} from '../app/ecopower-data';
import { fetchSubjects, nextChapter } from '../app/courses-data';
import { href, useGo, VLink } from '../app/nav';
import { usePlayServices } from '../app/play-task';
import { PATH } from '../app/routes';
import { fetchTaskUploads } from '../app/task-upload';
import { useLoad } from '../app/use-load';
import { ECOPOWER_REFRESH_KEY, useStartCourse } from '../app/use-start-course';
import { StartCourseDialogs } from '../dialogs/start-course-dialogs';
import './course-play.css';

/** Section 4: entering ecopower sets the flag its task list reads to refetch. */
function useEcopowerEntered() {
  useEffect(() => {
    sessionStorage.setItem(ECOPOWER_REFRESH_KEY, 'true');
  }, []);
}

/** Reads and clears the refresh flag once per task list visit. */
function takeRefreshFlag(): boolean {
  const set = sessionStorage.getItem(ECOPOWER_REFRESH_KEY) === 'true';
  if (set) sessionStorage.removeItem(ECOPOWER_REFRESH_KEY);
  return set;
}

function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n\s*\n/).map((p, i) => (
        <p key={i}>
          <RichText text={p} />
        </p>
      ))}
    </>
  );
}

function NoEcopower() {
  const { t } = useTranslation('ecopower');
  return (
    <div className="card">
      <h1 className="page__title">{t('notFound')}</h1>
      <VLink className="button button--primary" to={PATH.home}>
        {t('common:backToHome')}
      </VLink>
    </div>
  );
}

/** A content page of one chapter: its course and chapter come from ?id&chapter_id. */
function EcoPage({
  titleKey,
  children,
}: {
  titleKey: string;
  children: (eco: EcoChapter) => ReactNode;
}) {
  const { t, i18n } = useTranslation('ecopower');
  const [params] = useSearchParams();
  const id = params.get('id');
  const chapterId = params.get('chapter_id');
  useEcopowerEntered();
  const [load, retry] = useLoad(
    () => loadEcoChapter(id, chapterId, i18n.language),
    [id, chapterId, i18n.language],
  );
  return (
    <div className="page eco-page">
      <Bar back={P.home} />
      <Loaded load={load} retry={retry}>
        {(eco) =>
          eco ? (
            <>
              <p className="eyebrow">
                {eco.course.subject_name} · {eco.chapter.title}
              </p>
              <h1 className="page__title">{t(titleKey)}</h1>
              {children(eco)}
              <EcoNext eco={eco} />
            </>
          ) : (
            <NoEcopower />
          )
        }
      </Loaded>
    </div>
  );
}

/** Where to go from any content page: the other pages of the chapter and its task list. */
function EcoNext({ eco, taskList = true }: { eco: EcoChapter; taskList?: boolean }) {
  const { t } = useTranslation('ecopower');
  const q = ecoQuery(eco);
  const links: [string, string][] = [
    [P.whyItMatters, t('whyItMatters')],
    [P.ourStory, t('ourStory')],
    [P.tips, t('tips')],
    [P.funActivities, t('funActivities')],
    [P.bridge, t('bridge')],
  ];
  return (
    <nav className="eco-next" aria-label={t('chapterPages')}>
      <ul>
        {links.map(([path, label]) => (
          <li key={path}>
            <VLink className="eco-next__link" to={href(path, q)}>
              {label}
            </VLink>
          </li>
        ))}
      </ul>
      {taskList && (
        <VLink
          className="button button--primary"
          to={P.taskList(eco.course.subject_id, eco.chapter.id)}
        >
          {t('toTaskList')}
        </VLink>
      )}
    </nav>
  );
}

export function EcopowerHome() {
  const { t } = useTranslation('ecopower');
  useEcopowerEntered();
  const flow = useStartCourse();
  const [load, retry] = useLoad(async () => {
    const course = (await fetchSubjects()).find(isEcopowerCourse) ?? null;
    if (!course) return null;
    const { chapters } = await loadCourseChapters(course.subject_id);
    const next = nextChapter(chapters) ?? chapters[0];
    const q: Record<string, number> = { id: course.subject_id };
    if (next) q.chapter_id = next.id;
    return { course, chapters, q };
  }, []);
  return (
    <div className="page eco-page">
      <Loaded load={load} retry={retry}>
        {(data) =>
          data ? (
            <>
              <p className="eyebrow">{t('sponsored')}</p>
              <h1 className="page__title">{data.course.subject_name}</h1>
              <p>{t('intro')}</p>
              <button
                type="button"
                className="button button--primary"
                aria-busy={flow.busy === data.course.subject_id}
                onClick={() => flow.start({ course: data.course, source: 'ecopower' })}
              >
                {t('start')}
              </button>
              <ul className="eco-sections">
                {(
                  [
                    [P.chapters(data.course.subject_id), 'chapters', 'chaptersHint'],
                    [href(P.whyItMatters, data.q), 'whyItMatters', 'whyItMattersHint'],
                    [href(P.ourStory, data.q), 'ourStory', 'ourStoryHint'],
                    [href(P.tips, data.q), 'tips', 'tipsHint'],
                    [href(P.funActivities, data.q), 'funActivities', 'funActivitiesHint'],
                    [href(P.accessible, data.q), 'accessible', 'accessibleHint'],
                  ] as const
                ).map(([path, title, hint]) => (
                  <li key={title} className="card eco-sections__item">
                    <VLink to={path}>
                      <strong>{t(title)}</strong>
                    </VLink>
                    <p className="muted">{t(hint)}</p>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <NoEcopower />
          )
        }
      </Loaded>
      <StartCourseDialogs flow={flow} />
    </div>
  );
}

export function EcopowerChapters() {
  const { t } = useTranslation('ecopower');
  const { id } = useParams();
  const sid = idParam(id);
  useEcopowerEntered();
  const [load, retry] = useLoad(
    () => (sid === null ? Promise.resolve(null) : loadCourseChapters(sid)),
    [sid],
  );
  return (
    <div className="page eco-page">
      <Bar back={P.home} />
      <Loaded load={load} retry={retry}>
        {(data) =>
          data?.course && sid !== null && isEcopowerCourse(data.course) ? (
            <>
              <p className="eyebrow">{data.course.subject_name}</p>
              <h1 className="page__title">{t('chapters')}</h1>
              <ChapterList chapters={data.chapters} taskListHref={(cid) => P.taskList(sid, cid)} />
            </>
          ) : (
            <NoEcopower />
          )
        }
      </Loaded>
    </div>
  );
}

export function EcopowerWhyItMatters() {
  return (
    <EcoPage titleKey="whyItMatters">
      {(eco) =>
        cardsOf(eco.decks, 'theory').map((card) => (
          <section key={card.title} className="card eco-card-page">
            <h2 className="chapter__title">{card.title}</h2>
            <Paragraphs text={card.body} />
          </section>
        ))
      }
    </EcoPage>
  );
}

export function EcopowerOurStory() {
  return (
    <EcoPage titleKey="ourStory">
      {(eco) =>
        cardsOf(eco.decks, 'story').map((card) => (
          <section key={card.title} className="card eco-card-page eco-card-page--story">
            <h2 className="chapter__title">{card.title}</h2>
            <Paragraphs text={card.body} />
          </section>
        ))
      }
    </EcoPage>
  );
}

export function EcopowerTips() {
  return (
    <EcoPage titleKey="tips">
      {(eco) =>
        cardsOf(eco.decks, 'tips').map((card) => (
          <section key={card.title} className="card eco-card-page">
            <h2 className="chapter__title">{card.title}</h2>
            <ul className="eco-tips">
              {card.tips.map((tip: string) => (
                <li key={tip}>
                  <RichText text={tip} />
                </li>
              ))}
            </ul>
          </section>
        ))
      }
    </EcoPage>
  );
}

const KIND_KEY = {
  theory: 'kindTheory',
  story: 'kindStory',
  tips: 'kindTips',
  quiz: 'kindQuiz',
  fun_activity: 'kindFunActivity',
} as const;

/** Every card of the chapter on one plain page: no swiping, for screen readers and zoom. */
export function EcopowerAccessible() {
  const { t } = useTranslation('ecopower');
  return (
    <EcoPage titleKey="accessible">
      {(eco) => (
        <>
          <p className="muted">{t('accessibleHint')}</p>
          {eco.decks.flatMap((deck) =>
            deck.cards.map((c, i) => {
              const key = `${deck.questionId}-${i}`;
              const kind = t(KIND_KEY[c.kind]);
              if (c.kind === 'theory' || c.kind === 'story')
                return (
                  <section key={key} className="card eco-card-page">
                    <p className="eyebrow">{kind}</p>
                    <h2 className="chapter__title">{c.card.title}</h2>
                    <Paragraphs text={c.card.body} />
                  </section>
                );
              if (c.kind === 'tips')
                return (
                  <section key={key} className="card eco-card-page">
                    <p className="eyebrow">{kind}</p>
                    <h2 className="chapter__title">{c.card.title}</h2>
                    <ul className="eco-tips">
                      {c.card.tips.map((tip: string) => (
                        <li key={tip}>{tip}</li>
                      ))}
                    </ul>
                  </section>
                );
              if (c.kind === 'fun_activity')
                return (
                  <section key={key} className="card eco-card-page">
                    <p className="eyebrow">{kind}</p>
                    <h2 className="chapter__title">{c.card.title}</h2>
                    <Paragraphs text={c.card.instructions} />
                  </section>
                );
              return null;
            }),
          )}
        </>
      )}
    </EcoPage>
  );
}

/** Between the reading and the quiz: what the chapter asks next. */
export function EcopowerBridge() {
  const { t, i18n } = useTranslation('ecopower');
  const [params] = useSearchParams();
  const id = params.get('id');
  const chapterId = params.get('chapter_id');
  useEcopowerEntered();
  const [load, retry] = useLoad(async () => {
    const eco = await loadEcoChapter(id, chapterId, i18n.language);
    if (!eco) return null;
    const chapter = await loadChapter(eco.course.subject_id, eco.chapter.id, i18n.language);
    return { eco, chapter };
  }, [id, chapterId, i18n.language]);
  return (
    <div className="page eco-page">
      <Bar back={P.home} />
      <Loaded load={load} retry={retry}>
        {(data) =>
          data ? (
            <>
              <p className="eyebrow">{data.eco.course.subject_name}</p>
              <h1 className="page__title">
                {t('bridgeTitle', { chapter: data.eco.chapter.title })}
              </h1>
              {data.eco.text?.description && <p>{data.eco.text.description}</p>}
              <ProgressBar
                percent={data.chapter.progress}
                label={t('play:progress', { percent: data.chapter.progress })}
              />
              <p>{t('bridgeBody', { count: data.chapter.tasks.length })}</p>
              <div className="actions">
                <VLink
                  className="button button--primary"
                  to={P.quiz(data.eco.course.subject_id, data.eco.chapter.id)}
                >
                  {t('toQuiz')}
                </VLink>
                <VLink
                  className="button button--secondary"
                  to={href(P.accessible, ecoQuery(data.eco))}
                >
                  {t('readAgain')}
                </VLink>
              </div>
            </>
          ) : (
            <NoEcopower />
          )
        }
      </Loaded>
    </div>
  );
}

function FunActivity({
  eco,
  questionId,
  card,
  chancesLeft,
}: {
  eco: EcoChapter;
  questionId: string;
  card: EcopowerFunActivityCard;
  chancesLeft: number;
}) {
  const { i18n } = useTranslation();
  const go = useGo();
  const upload = useUpload(questionId, card.accept, chancesLeft);
  const lang = isLang(i18n.language) ? i18n.language : 'en';
  const status = upload.state.status;
  useEffect(() => {
    const q = { ...ecoQuery(eco), left: upload.state.chancesLeft };
    if (status.kind === 'uploaded') go(href(P.funSuccess, q));
    else if (status.kind === 'failed' && status.reason === 'server') go(href(P.funError, q));
  }, [status, eco, go, upload.state.chancesLeft]);
  return (
    <div className="eco">
      <article className="eco-card eco-card--fun_activity eco-card--page">
        <div className="eco-card__content">
          <FunActivityCard
            card={card}
            strings={ECOPOWER_STRINGS[lang]}
            upload={upload}
            closed={false}
          />
        </div>
      </article>
    </div>
  );
}

export function EcopowerFunActivities() {
  const { t, i18n } = useTranslation('ecopower');
  const [params] = useSearchParams();
  const id = params.get('id');
  const chapterId = params.get('chapter_id');
  useEcopowerEntered();
  const [load, retry] = useLoad(async () => {
    const eco = await loadEcoChapter(id, chapterId, i18n.language);
    const deck = eco?.decks.find((d) => d.cards.some((c) => c.kind === 'fun_activity'));
    if (!eco || !deck) return { eco, activity: null };
    const card = cardsOf([deck], 'fun_activity')[0]!;
    const uploads = await fetchTaskUploads(deck.questionId);
    return {
      eco,
      activity: { questionId: deck.questionId, card, chancesLeft: uploads.chances_left },
    };
  }, [id, chapterId, i18n.language]);
  const services = usePlayServices(
    load.status === 'ready' ? (load.data.eco?.course.subject_id ?? 0) : 0,
    null,
  );
  return (
    <div className="page eco-page">
      <Bar back={P.home} />
      <Loaded load={load} retry={retry}>
        {({ eco, activity }) =>
          eco ? (
            <>
              <p className="eyebrow">
                {eco.course.subject_name} · {eco.chapter.title}
              </p>
              <h1 className="page__title">{t('funActivities')}</h1>
              {activity ? (
                <PluginServicesContext.Provider value={services}>
                  <FunActivity eco={eco} {...activity} />
                </PluginServicesContext.Provider>
              ) : (
                <p className="muted">{t('noActivity')}</p>
              )}
              <EcoNext eco={eco} />
            </>
          ) : (
            <NoEcopower />
          )
        }
      </Loaded>
    </div>
  );
}

function useEcoQuery() {
  const [params] = useSearchParams();
  return useMemo(() => {
    const id = idParam(params.get('id'));
    const chapterId = idParam(params.get('chapter_id'));
    const left = Number(params.get('left'));
    return { id, chapterId, left: Number.isInteger(left) && left >= 0 ? left : null };
  }, [params]);
}

export function EcopowerFunSuccess() {
  const { t } = useTranslation('ecopower');
  const { id, chapterId, left } = useEcoQuery();
  useEcopowerEntered();
  const q = id !== null && chapterId !== null ? { id, chapter_id: chapterId } : null;
  return (
    <div className="page page--center eco-page">
      <h1 className="page__title">{t('uploadedTitle')}</h1>
      <p role="status">{t('uploadedBody')}</p>
      {left !== null && <p className="muted">{t('chancesLeft', { count: left })}</p>}
      <div className="actions">
        {q && (
          <VLink className="button button--primary" to={P.taskList(q.id, q.chapter_id)}>
            {t('toTaskList')}
          </VLink>
        )}
        {q && left !== null && left > 0 && (
          <VLink className="button button--secondary" to={href(P.funActivities, q)}>
            {t('uploadAnother')}
          </VLink>
        )}
      </div>
    </div>
  );
}

export function EcopowerFunError() {
  const { t } = useTranslation('ecopower');
  const { id, chapterId } = useEcoQuery();
  const [params] = useSearchParams();
  const offline = params.get('reason') === 'offline';
  useEcopowerEntered();
  const q: Record<string, number> =
    id !== null && chapterId !== null ? { id, chapter_id: chapterId } : {};
  return (
    <div className="page page--center eco-page">
      <h1 className="page__title">{t('uploadErrorTitle')}</h1>
      <p role="alert">{offline ? t('uploadOffline') : t('uploadFailed')}</p>
      <VLink className="button button--primary" to={href(P.funActivities, q)}>
        {t('retry')}
      </VLink>
    </div>
  );
}

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
