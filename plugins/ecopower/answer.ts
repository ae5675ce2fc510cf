/**
 * The deck's one answer: an option id per quiz card in deck order, then, when the deck has a fun
 * activity, a marker saying whether a file was handed in. The marker is recorded, never scored:
 * an upload can fail for reasons that are not the student's (offline, no upload service).
 */
export const FUN_UPLOADED = 'fun:uploaded';
export const FUN_NOT_UPLOADED = 'fun:not-uploaded';

export function isFunMarker(entry: string): boolean {
  return entry === FUN_UPLOADED || entry === FUN_NOT_UPLOADED;
}

export function deckAnswer(quizChoices: readonly string[], funUploaded: boolean | null): string[] {
  if (funUploaded === null) return [...quizChoices];
  return [...quizChoices, funUploaded ? FUN_UPLOADED : FUN_NOT_UPLOADED];
}
