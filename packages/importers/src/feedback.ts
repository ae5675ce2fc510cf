/**
 * Feedback kept as the one explanation the player shows after answering: each distinct text once,
 * labelled by its option when there are several.
 */
export function joinFeedback(parts: { label?: string; text: string }[]): string | undefined {
  const kept = parts.filter((p, i) => p.text && parts.findIndex((q) => q.text === p.text) === i);
  if (kept.length === 0) return undefined;
  if (kept.length === 1) return kept[0]!.text;
  return kept.map((p) => (p.label ? `${p.label}: ${p.text}` : p.text)).join('\n');
}
