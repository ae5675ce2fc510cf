import type { TextSpan } from './locate';

/** Selects a span in the editor and scrolls it to about a third from the top. */
export function selectSpan(editor: HTMLTextAreaElement, span: TextSpan): void {
  editor.focus({ preventScroll: true });
  editor.setSelectionRange(span.offset, span.offset + span.length);
  const lineHeight = parseFloat(getComputedStyle(editor).lineHeight) || 20;
  editor.scrollTop = Math.max(0, (span.line - 1) * lineHeight - editor.clientHeight / 3);
  editor.scrollIntoView({ block: 'nearest' });
}
