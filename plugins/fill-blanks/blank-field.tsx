/**
 * One blank in the text, in each of its forms: a typed field, a list of options (inline choice),
 * or a gap the word bank fills; once judged, with its mark.
 */
import type { FillBlanksStrings } from './strings';

/** A judged blank: right or not, and the answer to show. */
export interface Verdict {
  right: boolean;
  expected: string;
}

interface FieldProps {
  /** 1-based, as the labels say it. */
  n: number;
  value: string;
  /** null while the question is open. */
  verdict: Verdict | null;
  strings: FillBlanksStrings;
}

const classOf = (base: string, verdict: Verdict | null) =>
  verdict ? `${base} ${base}--${verdict.right ? 'right' : 'wrong'}` : base;

export function TypedBlank({
  n,
  value,
  verdict,
  strings,
  onChange,
}: FieldProps & {
  onChange: (value: string) => void;
}) {
  return (
    <>
      <input
        type="text"
        className={classOf('fill-blanks__input', verdict)}
        aria-label={strings.blankLabel(n)}
        aria-invalid={verdict?.right === false ? true : undefined}
        value={value}
        // Grows with what is typed, so its width says nothing about the answer.
        size={Math.max(6, value.length + 1)}
        readOnly={verdict !== null}
        // The spelling is the student's own work.
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="done"
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      {verdict && <BlankMark verdict={verdict} strings={strings} />}
    </>
  );
}

export function ChoiceBlank({
  n,
  value,
  verdict,
  strings,
  options,
  onChange,
}: FieldProps & {
  options: readonly string[];
  onChange: (value: string) => void;
}) {
  return (
    <>
      <select
        className={classOf('fill-blanks__select', verdict)}
        aria-label={strings.blankLabel(n)}
        aria-invalid={verdict?.right === false ? true : undefined}
        value={value}
        disabled={verdict !== null}
        onChange={(e) => onChange(e.currentTarget.value)}
      >
        <option value="">{strings.choose}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
      {verdict && <BlankMark verdict={verdict} strings={strings} />}
    </>
  );
}

/** A gap of the word bank: a button while open (tap to place or take back), then its word. */
export function GapBlank({
  n,
  value,
  verdict,
  strings,
  onTap,
}: FieldProps & {
  onTap: () => void;
}) {
  if (verdict)
    return (
      <>
        <span className={`fill-blanks__gap--filled ${classOf('fill-blanks__gap', verdict)}`}>
          <span className="fill-blanks__sr-only">{strings.blankLabel(n)}: </span>
          {value}
        </span>
        <BlankMark verdict={verdict} strings={strings} />
      </>
    );
  const filled = value !== '';
  return (
    <button
      type="button"
      className={filled ? 'fill-blanks__gap fill-blanks__gap--filled' : 'fill-blanks__gap'}
      // Its number and its word (or "empty") in one name: "Blank 2: runoff".
      aria-label={strings.placed(n, filled ? value : strings.empty)}
      onClick={onTap}
    >
      {filled ? value : <span className="fill-blanks__gap-line" />}
    </button>
  );
}

/** ✓ or ✗ with the words for them, and after a wrong blank its accepted answer. */
function BlankMark({ verdict, strings }: { verdict: Verdict; strings: FillBlanksStrings }) {
  return (
    <span className={`fill-blanks__mark fill-blanks__mark--${verdict.right ? 'right' : 'wrong'}`}>
      <span aria-hidden="true">{verdict.right ? '✓' : '✗'}</span>
      <span className="fill-blanks__sr-only"> {verdict.right ? strings.right : strings.wrong}</span>
      {!verdict.right && (
        <span className="fill-blanks__expected">
          <span aria-hidden="true">✓ </span>
          <span className="fill-blanks__sr-only">{strings.correctAnswer}: </span>
          {verdict.expected}
        </span>
      )}
    </span>
  );
}
