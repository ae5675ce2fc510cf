/**
 * Learning programs and their questionnaires (content-fixtures/programs and surveys), seeded on
 * start. The documents are kept whole (their texts in every language); the lists are small.
 */
import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { ProgramCatalogue, QuestionnaireCatalogue } from '@web-ed/schemas';

export type ProgramDoc = ProgramCatalogue['programs'][number];
export type QuestionnaireDoc = QuestionnaireCatalogue['questionnaires'][number];

export const programs = pgTable('programs', {
  id: integer('id').primaryKey(),
  /** ecopower | adb_cc | math_no_qr | boeing */
  type: text('type').notNull(),
  position: integer('position').notNull(),
  isShown: boolean('is_shown').notNull().default(true),
  doc: jsonb('doc').$type<ProgramDoc>().notNull(),
});

export const questionnaires = pgTable('questionnaires', {
  id: integer('id').primaryKey(),
  position: integer('position').notNull(),
  isShown: boolean('is_shown').notNull().default(true),
  doc: jsonb('doc').$type<QuestionnaireDoc>().notNull(),
});
