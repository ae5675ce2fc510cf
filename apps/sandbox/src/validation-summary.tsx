import type { Validation } from './validate';

interface ValidationSummaryProps {
  id: string;
  validation: Validation | null;
  checking: boolean;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One line that says whether the content is good, announced as it changes. */
export function ValidationSummary({ id, validation, checking }: ValidationSummaryProps) {
  let tone = 'idle';
  let text = 'Nothing to check yet.';
  if (checking) {
    text = 'Checking…';
  } else if (validation) {
    const { errors, result } = validation;
    const problems = plural(errors.length, 'error', 'errors');
    if (!result) {
      tone = 'bad';
      text = `Not valid JSON: ${problems}.`;
    } else {
      const { valid, invalid } = result.questions;
      tone = errors.length === 0 ? 'good' : 'bad';
      text = `${plural(valid, 'question', 'questions')} valid, ${invalid} invalid`;
      text += errors.length === 0 ? '. No errors.' : `; ${problems}.`;
    }
  }
  return (
    <p id={id} className={`summary summary--${tone}`} role="status">
      <span className="summary__icon" aria-hidden="true">
        {tone === 'good' ? '✓' : tone === 'bad' ? '!' : '…'}
      </span>
      {text}
    </p>
  );
}
