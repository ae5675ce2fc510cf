/** When a post or a comment was written, in the student's language. */

export function when(iso: string, lang: string): string {
  return new Date(iso).toLocaleString(lang, { dateStyle: 'medium', timeStyle: 'short' });
}
