import { describe, expect, it } from 'vitest';
import { createSseParser, formatSseEvent } from './sse';

describe('createSseParser', () => {
  it('parses events split at any point, with CRLF and comments', () => {
    const text =
      ': hello\r\nevent: meta\r\ndata: {"a":1}\r\n\r\ndata: one\ndata: two\n\ndata: [DONE]\n\n';
    for (let size = 1; size <= text.length; size++) {
      const p = createSseParser();
      const out = [];
      for (let i = 0; i < text.length; i += size) out.push(...p.push(text.slice(i, i + size)));
      out.push(...p.end());
      expect(out).toEqual([
        { event: 'meta', data: '{"a":1}' },
        { event: 'message', data: 'one\ntwo' },
        { event: 'message', data: '[DONE]' },
      ]);
    }
  });

  it('keeps an unterminated last event for end(), and ignores events without data', () => {
    const p = createSseParser();
    expect(p.push('event: ping\n\ndata: tail')).toEqual([]);
    expect(p.end()).toEqual([{ event: 'message', data: 'tail' }]);
  });

  it('round-trips formatSseEvent, multi-line data included', () => {
    const p = createSseParser();
    const out = p.push(formatSseEvent('delta', 'a\nb') + formatSseEvent('message', { x: 'y' }));
    expect(out).toEqual([
      { event: 'delta', data: 'a\nb' },
      { event: 'message', data: '{"x":"y"}' },
    ]);
  });
});
