/**
 * Splits user text into plain text and links (pure), so a screen renders every part as a React
 * text node and only http(s) URLs as anchors. Nothing is ever interpreted as HTML: "<script>",
 * "onerror=" and "javascript:" stay text. A URL runs to the next space; trailing punctuation
 * (".", ",", ")", "!" …) is left outside the link. The link's href is the parsed URL's own
 * serialisation, and its protocol must be http: or https:.
 */
export type TextToken =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_START = /\bhttps?:\/\/[^\s<>"'`]+/gi;
const TRAILING = /[.,;:!?)\]}'"]+$/;

export function safeHref(candidate: string): string | null {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname) return null;
  return url.href;
}

export function linkTokens(input: string): TextToken[] {
  const out: TextToken[] = [];
  let last = 0;
  const push = (t: TextToken) => {
    const prev = out[out.length - 1];
    if (t.kind === 'text' && prev?.kind === 'text') prev.text += t.text;
    else if (t.text !== '') out.push(t);
  };
  for (const m of input.matchAll(URL_START)) {
    const start = m.index;
    let raw = m[0];
    const trail = TRAILING.exec(raw)?.[0] ?? '';
    raw = raw.slice(0, raw.length - trail.length);
    const href = safeHref(raw);
    push({ kind: 'text', text: input.slice(last, start) });
    if (href) push({ kind: 'link', text: raw, href });
    else push({ kind: 'text', text: raw });
    last = start + raw.length;
  }
  push({ kind: 'text', text: input.slice(last) });
  return out;
}
