/**
 * The ecopower pages' data: the sponsored course (chapter_list `ecopower`), a chapter of it (the
 * one asked for, else the next to play), and its cards from the chapter's decks (type 40), so
 * "why it matters", "our story", "tips" and the fun activity show the course's own content.
 */
import type { ChapterInfo, SubjectSummary } from '@web-ed/schemas/api';
import { deckCards, type DeckCard } from '@web-ed/plugins/ecopower/host';
import type {
  EcopowerContent,
  EcopowerFunActivityCard,
  EcopowerQuizCard,
  EcopowerTextCard,
  EcopowerTipsCard,
} from '@web-ed/schemas';
import { idParam, fetchContentData } from '../learning';
import { fetchChapters, fetchSubjects } from '../courses';
import { chapterViews, nextChapter, type ChapterView } from '../../lib/chapters';
import { serverNow } from '../../lib/server-time';

export const ECOPOWER_TYPE = 40;
export const ECOPOWER_PATH = {
  home: '/ecopower/',
  accessible: '/ecopower/accessible/',
  chapters: (sid: number) => `/ecopower/chapters/${sid}/`,
  bridge: '/ecopower/bridge/',
  whyItMatters: '/ecopower/why-it-matters/',
  ourStory: '/ecopower/our-story/',
  funActivities: '/ecopower/fun-activities/',
  funSuccess: '/ecopower/fun-activities/success/',
  funError: '/ecopower/fun-activities/error/',
  tips: '/ecopower/tips/',
  taskList: (sid: number, cid: number) => `/ecopower/task-list/${sid}/${cid}/`,
  quiz: (sid: number, cid: number) => `/ecopower/quiz/${sid}/${cid}/`,
} as const;

export function isEcopowerCourse(s: Pick<SubjectSummary, 'chapter_list'>): boolean {
  return s.chapter_list === 'ecopower';
}

export interface EcoDeck {
  questionId: string;
  taskId: number;
  cards: DeckCard[];
}

export interface EcoChapter {
  course: SubjectSummary;
  chapters: ChapterView[];
  chapter: ChapterView;
  text: ChapterInfo | null;
  decks: EcoDeck[];
}

interface CardOfKind {
  theory: EcopowerTextCard;
  story: EcopowerTextCard;
  tips: EcopowerTipsCard;
  quiz: EcopowerQuizCard;
  fun_activity: EcopowerFunActivityCard;
}

/**
 * A question's content is its plugin's (the answer schema leaves it open); type 40's is an
 * ecopower deck, checked against that schema when the course was seeded.
 */
function isDeck(content: object): content is EcopowerContent {
  return 'cards' in content && Array.isArray(content.cards);
}

/** Cards of one kind across the chapter's decks. */
export function cardsOf<K extends DeckCard['kind']>(
  decks: readonly EcoDeck[],
  kind: K,
): CardOfKind[K][] {
  return decks.flatMap((d) =>
    d.cards.filter((c) => c.kind === kind).map((c) => c.card as CardOfKind[K]),
  );
}

/** The ecopower course (`id`, else the first ecopower course) and a chapter of it. */
export async function loadEcoChapter(
  id: string | null,
  chapterId: string | null,
  lang: string,
): Promise<EcoChapter | null> {
  const subjects = await fetchSubjects();
  const wanted = idParam(id);
  const course =
    subjects.find((s) => s.subject_id === wanted && isEcopowerCourse(s)) ??
    (wanted === null ? subjects.find(isEcopowerCourse) : undefined);
  if (!course) return null;
  const chapters = chapterViews(await fetchChapters(course.subject_id), serverNow());
  const cid = idParam(chapterId);
  const chapter =
    chapters.find((c) => c.id === cid) ??
    (cid === null ? (nextChapter(chapters) ?? chapters[0]) : undefined);
  if (!chapter) return null;
  // What the content pages read (get-content-data; offline, the cached get-questions).
  const content = await fetchContentData(course.subject_id, chapter.id, lang);
  const decks: EcoDeck[] = [];
  for (const task of content.tasks) {
    for (const q of task.questions) {
      if (q.type === ECOPOWER_TYPE && isDeck(q.content))
        decks.push({ questionId: q.id, taskId: task.id, cards: deckCards(q.content) });
    }
  }
  const text = content.chapter;
  return { course, chapters, chapter, text, decks };
}

/** The query that keeps a content page on its course and chapter. */
export function ecoQuery(eco: Pick<EcoChapter, 'course' | 'chapter'>) {
  return { id: eco.course.subject_id, chapter_id: eco.chapter.id };
}
