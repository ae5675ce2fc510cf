/**
 * The skill check's question bank (content-fixtures/skill-check/bank.json, validated by
 * schemas/skill-check-bank.schema.json): every item is a question of an existing minigame type,
 * checked by its plugin like any course question, and secret: it must be redactable. A bank with
 * a single bad item is refused whole (the check is then unavailable, 503), never half served.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  loadContent,
  type BankItemRef,
  type PlayableQuestion,
  type SkillArea,
} from '@web-ed/engine';
import { validatingRegistry } from '@web-ed/plugins/validating-registry';
import { schemaProblems } from '../content/schema-check';
import { redactionProblem } from '../content/redact';

const SCHEMA = 'https://web-ed.app/schemas/skill-check-bank.schema.json';

export interface BankItem extends BankItemRef {
  skill: SkillArea;
  type: number;
  schemaVersion: number;
  media_subject_id?: number;
  content: Record<string, unknown>;
  /** The item as a secret playable question (validated, migrated). */
  question: PlayableQuestion;
}

export interface SkillCheckBank {
  version: number;
  lang: 'en';
  length: number;
  recommendations: { level: number; subject_ids: number[] }[];
  items: BankItem[];
}

export type BankLoad = { ok: true; bank: SkillCheckBank } | { ok: false; reason: string };

/** Reads and checks `<dir>/skill-check/bank.json`. */
export function readSkillCheckBank(dir: string): BankLoad {
  const file = join(dir, 'skill-check', 'bank.json');
  if (!existsSync(file)) return { ok: false, reason: 'skill-check/bank.json is missing' };
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    return { ok: false, reason: `skill-check/bank.json: ${(e as Error).message}` };
  }
  const problems = schemaProblems(SCHEMA, data);
  if (problems) return { ok: false, reason: `skill-check/bank.json: ${problems}` };
  const raw = data as Omit<SkillCheckBank, 'items'> & { items: Omit<BankItem, 'question'>[] };
  const ids = new Set<string>();
  const items: BankItem[] = [];
  for (const [i, item] of raw.items.entries()) {
    if (ids.has(item.id)) return { ok: false, reason: `item id "${item.id}" is used twice` };
    ids.add(item.id);
    // The item as a task of one question: the engine validates it with its plugin.
    const loaded = loadContent(
      {
        id: 1,
        title: 'skill check',
        minigame_id: item.type,
        questions: [
          {
            id: item.id,
            type: item.type,
            schemaVersion: item.schemaVersion,
            secret: true,
            content: item.content,
          },
        ],
      },
      validatingRegistry,
    );
    const question =
      loaded.content?.kind === 'task' ? loaded.content.value.questions[0] : undefined;
    if (loaded.errors.length > 0 || !question) {
      const e = loaded.errors[0];
      return {
        ok: false,
        reason: `items/${i} ("${item.id}"): ${e ? `${e.path}: ${e.message}` : 'not playable'}`,
      };
    }
    const cannot = redactionProblem(question);
    if (cannot) return { ok: false, reason: `items/${i} ("${item.id}"): ${cannot}` };
    items.push({ ...item, question });
  }
  return { ok: true, bank: { ...raw, length: raw.length ?? 12, items } };
}

const cache = new Map<string, BankLoad>();

/** The bank of a content folder, read once per process. */
export function skillCheckBank(dir: string): BankLoad {
  let b = cache.get(dir);
  if (!b) {
    b = readSkillCheckBank(dir);
    cache.set(dir, b);
  }
  return b;
}
