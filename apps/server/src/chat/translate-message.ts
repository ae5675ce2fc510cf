/**
 * Translating an offline tutor's answer into another language of the app: its own words are
 * templates (offline-phrases.ts), so every phrase found in the answer is written again with the
 * same filled-in values in the target language. What the values hold (a hint, an explanation, a
 * course note, a found word) comes from the course and stays as it is: there is only word-level
 * translation (the glossary) to go further (docs/decisions.md, "Chat buddy").
 */
import type { Lang } from '@web-ed/engine';
import { fill, OFFLINE_PHRASES, type OfflinePhrases } from './offline-phrases';

const LANGS = Object.keys(OFFLINE_PHRASES) as Lang[];

interface Compiled {
  key: keyof OfflinePhrases;
  re: RegExp;
  names: string[];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One sticky pattern per phrase; a value runs until the next phrase, a new line or the end. */
function compile(phrases: OfflinePhrases): Compiled[] {
  const starts = Object.values(phrases)
    .map((tpl) => tpl.split(/\{\w+\}/)[0] ?? '')
    .filter((s) => s.trim() !== '')
    .map(escape)
    .join('|');
  return (Object.keys(phrases) as (keyof OfflinePhrases)[])
    .map((key) => {
      const tpl = phrases[key];
      const names: string[] = [];
      let src = '';
      let last = 0;
      for (const m of tpl.matchAll(/\{(\w+)\}/g)) {
        src += escape(tpl.slice(last, m.index));
        src += '([\\s\\S]+?)';
        names.push(m[1] ?? '');
        last = m.index + m[0].length;
      }
      src += escape(tpl.slice(last));
      const end = `(?=\\s+(?:${starts})|\\s*\\n|\\s*$)`;
      return { key, re: new RegExp(src + end, 'y'), names, length: tpl.length };
    })
    .sort((a, b) => b.length - a.length);
}

const COMPILED = new Map(LANGS.map((lang) => [lang, compile(OFFLINE_PHRASES[lang])]));

function rewrite(text: string, from: Lang, to: Lang): { text: string; phrases: number } {
  const patterns = COMPILED.get(from) ?? [];
  let out = '';
  let phrases = 0;
  let i = 0;
  while (i < text.length) {
    let matched = false;
    for (const p of patterns) {
      p.re.lastIndex = i;
      const m = p.re.exec(text);
      if (!m) continue;
      const values = Object.fromEntries(p.names.map((name, k) => [name, m[k + 1] ?? '']));
      out += fill(OFFLINE_PHRASES[to][p.key], values);
      i += m[0].length;
      phrases++;
      matched = true;
      break;
    }
    if (matched) continue;
    // Copy up to the next word (a phrase only starts at the beginning or after a space).
    const next = text.slice(i).search(/\s\S/);
    const stop = next === -1 ? text.length : i + next + 1;
    out += text.slice(i, stop);
    i = stop;
  }
  return { text: out, phrases };
}

/**
 * The answer with the offline tutor's phrases in `to`; `translated` is false when none of its
 * phrases were found (a model's answer, or already in `to`).
 */
export function translateOfflineText(
  text: string,
  to: Lang,
): { text: string; translated: boolean } {
  let best = { text, phrases: 0 };
  for (const from of LANGS) {
    if (from === to) continue;
    const r = rewrite(text, from, to);
    if (r.phrases > best.phrases) best = r;
  }
  return { text: best.text, translated: best.phrases > 0 && best.text !== text };
}
