/**
 * Math answers typed by the student, judged by value rather than by spelling:
 * - numeric: 0.5, 1/2, ½, 5e-1, "0,5" (decimal comma), "1 1/2" (mixed number), −3 (a Unicode
 *   minus), 50% all read as numbers and compared with a small relative tolerance;
 * - expression: a tiny parser (numbers, one-letter variables, + − × ÷ * / ^, brackets, √ and
 *   sqrt(), implicit multiplication such as 2x or (x+1)(x−1)) and equivalence by evaluating both
 *   sides at fixed pseudo-random points. No eval: the parser builds a tree and walks it.
 * Pure and deterministic (the points come from a seeded generator).
 */
import { seededRandom } from '../session/seeded-random';

const VULGAR: Record<string, number> = {
  '½': 1 / 2,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '¼': 1 / 4,
  '¾': 3 / 4,
  '⅕': 1 / 5,
  '⅖': 2 / 5,
  '⅗': 3 / 5,
  '⅘': 4 / 5,
  '⅙': 1 / 6,
  '⅚': 5 / 6,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
};

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;

function clean(text: string): string {
  return text
    .trim()
    .replace(/[\u2212\u2013]/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/^\$+|\$+$/g, '')
    .trim();
}

/** A typed number in any of the accepted forms, or null. */
export function parseNumber(input: string): number | null {
  let s = clean(input).replace(/\s/g, ' ');
  if (s === '') return null;
  let sign = 1;
  if (s.startsWith('-')) {
    sign = -1;
    s = s.slice(1).trim();
  } else if (s.startsWith('+')) s = s.slice(1).trim();
  if (/^[+-]/.test(s)) return null;
  if (s.endsWith('%')) {
    const n = parseNumber(s.slice(0, -1));
    return n === null ? null : (sign * n) / 100;
  }
  // A decimal comma (0,5) when there is no dot; thousands separators are not accepted.
  if (/^\d+,\d+$/.test(s)) s = s.replace(',', '.');
  if (DECIMAL.test(s)) return sign * Number(s);
  const vulgar = /^(\d+)?\s?([½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])$/.exec(s);
  if (vulgar) return sign * (Number(vulgar[1] ?? 0) + (VULGAR[vulgar[2]!] ?? 0));
  const fraction = /^(?:(\d+) )?(\d+(?:\.\d+)?) ?\/ ?(\d+(?:\.\d+)?)$/.exec(s);
  if (fraction) {
    const den = Number(fraction[3]);
    if (den === 0) return null;
    return sign * (Number(fraction[1] ?? 0) + Number(fraction[2]) / den);
  }
  const latex = /^\\d?frac\{(\d+)\}\{(\d+)\}$/.exec(s);
  if (latex && Number(latex[2]) !== 0) return (sign * Number(latex[1])) / Number(latex[2]);
  return null;
}

export function numbersEqual(a: number, b: number): boolean {
  if (!Number.isFinite(a) || !Number.isFinite(b)) return false;
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}

export function isNumericAnswerCorrect(given: string, expected: readonly string[]): boolean {
  const n = parseNumber(given);
  if (n === null) return false;
  return expected.some((e) => {
    const m = parseNumber(e);
    return m !== null && numbersEqual(n, m);
  });
}

// Expressions.

type Node =
  | { k: 'num'; v: number }
  | { k: 'var'; name: string }
  | { k: 'neg'; a: Node }
  | { k: 'bin'; op: '+' | '-' | '*' | '/' | '^'; a: Node; b: Node }
  | { k: 'sqrt'; a: Node };

type Token = { t: 'num'; v: number } | { t: 'var'; name: string } | { t: 'op'; v: string };

function tokenize(input: string): Token[] | null {
  const s = clean(input)
    .replace(/\\cdot|\\times|×|·/g, '*')
    .replace(/\\div|÷/g, '/')
    .replace(/\\left|\\right/g, '')
    .replace(/\\sqrt/g, '√')
    .replace(/sqrt/g, '√')
    .replace(/[{[]/g, '(')
    .replace(/[}\]]/g, ')');
  const tokens: Token[] = [];
  let i = 0;
  while (i < s.length) {
    const c = s[i]!;
    if (c === ' ') {
      i++;
      continue;
    }
    const num = /^(\d+(\.\d+)?|\.\d+)/.exec(s.slice(i));
    if (num) {
      tokens.push({ t: 'num', v: Number(num[0]) });
      i += num[0].length;
      continue;
    }
    if (/[a-zA-Z]/.test(c)) {
      tokens.push({ t: 'var', name: c });
      i++;
      continue;
    }
    if ('+-*/^()√'.includes(c)) {
      tokens.push({ t: 'op', v: c });
      i++;
      continue;
    }
    if (c === '²' || c === '³') {
      tokens.push({ t: 'op', v: '^' }, { t: 'num', v: c === '²' ? 2 : 3 });
      i++;
      continue;
    }
    return null;
  }
  return tokens;
}

/** Recursive descent: sum → product → unary → power → atom, implicit products included. */
function parse(tokens: Token[]): Node | null {
  let pos = 0;
  const peek = () => tokens[pos];
  const isOp = (v: string) => {
    const t = peek();
    return t?.t === 'op' && t.v === v;
  };
  const startsAtom = () => {
    const t = peek();
    return t !== undefined && (t.t !== 'op' || t.v === '(' || t.v === '√');
  };
  function sum(): Node | null {
    let left = product();
    while (left && (isOp('+') || isOp('-'))) {
      const op = (tokens[pos++] as { v: '+' | '-' }).v;
      const right = product();
      if (!right) return null;
      left = { k: 'bin', op, a: left, b: right };
    }
    return left;
  }
  function product(): Node | null {
    let left = unary();
    while (left) {
      if (isOp('*') || isOp('/')) {
        const op = (tokens[pos++] as { v: '*' | '/' }).v;
        const right = unary();
        if (!right) return null;
        left = { k: 'bin', op, a: left, b: right };
      } else if (startsAtom()) {
        const right = power();
        if (!right) return null;
        left = { k: 'bin', op: '*', a: left, b: right };
      } else break;
    }
    return left;
  }
  function unary(): Node | null {
    if (isOp('-')) {
      pos++;
      const a = unary();
      return a && { k: 'neg', a };
    }
    if (isOp('+')) {
      pos++;
      return unary();
    }
    return power();
  }
  function power(): Node | null {
    const base = atom();
    if (base && isOp('^')) {
      pos++;
      const exp = unary();
      return exp && { k: 'bin', op: '^', a: base, b: exp };
    }
    return base;
  }
  function atom(): Node | null {
    const t = tokens[pos++];
    if (!t) return null;
    if (t.t === 'num') return { k: 'num', v: t.v };
    if (t.t === 'var') return { k: 'var', name: t.name };
    if (t.v === '√') {
      const a = power();
      return a && { k: 'sqrt', a };
    }
    if (t.v === '(') {
      const inner = sum();
      if (!inner || !isOp(')')) return null;
      pos++;
      return inner;
    }
    return null;
  }
  const tree = sum();
  return tree && pos === tokens.length ? tree : null;
}

export function parseExpression(input: string): Node | null {
  const tokens = tokenize(input);
  return tokens && tokens.length > 0 ? parse(tokens) : null;
}

function evaluate(node: Node, vars: Record<string, number>): number {
  switch (node.k) {
    case 'num':
      return node.v;
    case 'var':
      return vars[node.name] ?? NaN;
    case 'neg':
      return -evaluate(node.a, vars);
    case 'sqrt':
      return Math.sqrt(evaluate(node.a, vars));
    case 'bin': {
      const a = evaluate(node.a, vars);
      const b = evaluate(node.b, vars);
      if (node.op === '+') return a + b;
      if (node.op === '-') return a - b;
      if (node.op === '*') return a * b;
      if (node.op === '/') return a / b;
      return a ** b;
    }
  }
}

function variables(node: Node, into = new Set<string>()): Set<string> {
  if (node.k === 'var') into.add(node.name);
  else if (node.k === 'neg' || node.k === 'sqrt') variables(node.a, into);
  else if (node.k === 'bin') {
    variables(node.a, into);
    variables(node.b, into);
  }
  return into;
}

export const EXPRESSION_POINTS = 12;

/** Same value at every sample point where both sides are defined (and at least half of them). */
export function expressionsEquivalent(given: string, expected: string): boolean {
  const a = parseExpression(given);
  const b = parseExpression(expected);
  if (!a || !b) return false;
  const names = [...new Set([...variables(a), ...variables(b)])].sort();
  const random = seededRandom(0x5eed);
  let compared = 0;
  for (let i = 0; i < EXPRESSION_POINTS; i++) {
    const vars: Record<string, number> = {};
    // Points in [0.5, 3.5): positive (square roots defined), away from 0 and 1.
    for (const n of names) vars[n] = 0.5 + random() * 3;
    const x = evaluate(a, vars);
    const y = evaluate(b, vars);
    if (!Number.isFinite(x) && !Number.isFinite(y)) continue;
    if (!numbersEqual(x, y) && Math.abs(x - y) > 1e-7 * Math.max(1, Math.abs(x), Math.abs(y)))
      return false;
    compared++;
  }
  return compared >= EXPRESSION_POINTS / 2;
}

export type MathAnswerKind = 'numeric' | 'expression';

/** The student's typed answer against the accepted ones. */
export function isMathAnswerCorrect(
  given: string,
  expected: readonly string[],
  kind: MathAnswerKind,
): boolean {
  if (clean(given) === '') return false;
  if (kind === 'numeric') return isNumericAnswerCorrect(given, expected);
  return expected.some((e) => expressionsEquivalent(given, e));
}
