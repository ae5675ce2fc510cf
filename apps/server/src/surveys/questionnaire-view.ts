/** A questionnaire in the student's language, as the survey screens show it (no answers of others). */
import { asc, eq } from 'drizzle-orm';
import type { Lang } from '@web-ed/engine';
import type { Db } from '../db/client';
import { questionnaires, type QuestionnaireDoc } from '../db/schema';
import { localized } from '../programs/localized';
import { DEFAULT_TEXT_MAX } from './check-answers';

export async function shownQuestionnaires(db: Db) {
  return db
    .select()
    .from(questionnaires)
    .where(eq(questionnaires.isShown, true))
    .orderBy(asc(questionnaires.position));
}

export function questionnaireView(doc: QuestionnaireDoc, lang: Lang) {
  return {
    id: doc.id,
    title: localized(doc.title, lang),
    description: localized(doc.description, lang),
    questions: doc.questions.map((q) => ({
      id: q.id,
      type: q.type,
      prompt: localized(q.prompt, lang),
      required: q.required ?? true,
      ...(q.options
        ? { options: q.options.map((o) => ({ id: o.id, label: localized(o.label, lang) })) }
        : {}),
      ...(q.type === 'scale'
        ? {
            min: q.min,
            max: q.max,
            min_label: localized(q.min_label, lang),
            max_label: localized(q.max_label, lang),
          }
        : {}),
      ...(q.type === 'text' ? { max_length: q.max_length ?? DEFAULT_TEXT_MAX } : {}),
    })),
  };
}
