import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { splitMath } from './split-math';

const text = (t: string) => ({ kind: 'text', text: t });
const inline = (tex: string) => ({ kind: 'math', tex, display: false });
const display = (tex: string) => ({ kind: 'math', tex, display: true });

describe('splitMath', () => {
  it('keeps text without dollars as one text segment', () => {
    expect(splitMath('Hello, world')).toEqual([text('Hello, world')]);
  });

  it('returns nothing for empty text', () => {
    expect(splitMath('')).toEqual([]);
  });

  it('finds inline math', () => {
    expect(splitMath('Solve $x^2 = 4$ for x')).toEqual([
      text('Solve '),
      inline('x^2 = 4'),
      text(' for x'),
    ]);
  });

  it('finds display math', () => {
    expect(splitMath('Area: $$\\pi r^2$$ done')).toEqual([
      text('Area: '),
      display('\\pi r^2'),
      text(' done'),
    ]);
  });

  it('handles math at both ends and next to each other', () => {
    expect(splitMath('$a$$$b$$$c$')).toEqual([inline('a'), display('b'), inline('c')]);
  });

  it('turns an escaped dollar into a dollar sign', () => {
    expect(splitMath('It costs \\$5.')).toEqual([text('It costs $5.')]);
    expect(splitMath('\\$x\\$')).toEqual([text('$x$')]);
  });

  it('keeps an escaped dollar inside math for KaTeX', () => {
    expect(splitMath('$\\$5 + \\$3$')).toEqual([inline('\\$5 + \\$3')]);
  });

  it('leaves an unmatched dollar as text', () => {
    expect(splitMath('Only $ one')).toEqual([text('Only $ one')]);
    expect(splitMath('ends with $')).toEqual([text('ends with $')]);
    expect(splitMath('open $x without close')).toEqual([text('open $x without close')]);
    expect(splitMath('$$x unclosed')).toEqual([text('$$x unclosed')]);
  });

  it('leaves prices alone (Pandoc rule)', () => {
    expect(splitMath('from $5 to $10')).toEqual([text('from $5 to $10')]);
    expect(splitMath('$ x$ is not math')).toEqual([text('$ x$ is not math')]);
    expect(splitMath('$x $ is not math')).toEqual([text('$x $ is not math')]);
  });

  it('treats empty delimiters as text', () => {
    expect(splitMath('$$$$')).toEqual([text('$$$$')]);
    expect(splitMath('a $$ $$ b')).toEqual([text('a $$ $$ b')]);
  });

  it('keeps newlines and unicode in text', () => {
    expect(splitMath('สวัสดี\n$y$ नमस्ते')).toEqual([text('สวัสดี\n'), inline('y'), text(' नमस्ते')]);
  });

  it('never loses or invents characters when there are no escapes', () => {
    const rebuild = (s: string) =>
      splitMath(s)
        .map((seg) =>
          seg.kind === 'text' ? seg.text : seg.display ? `$$${seg.tex}$$` : `$${seg.tex}$`,
        )
        .join('');
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', ' ', '$', '1', '\n') }),
        (s) => rebuild(s) === s,
      ),
    );
  });
});
