import { useId, useState, type FormEvent } from 'react';
import type { Lang } from '@web-ed/schemas';
import './typed-answer.css';

interface TypedAnswerProps {
  label: string;
  submitLabel: string;
  /** Language being typed: phones pick the matching keyboard, screen readers the voice. */
  lang: Lang;
  /** Once judged, the answer stays readable but cannot change. */
  locked: boolean;
  onSubmit: (text: string) => void;
  /** Focus the field when it appears after the student chose to type. */
  autoFocus?: boolean;
}

/**
 * One line of typed answer. No autocorrect or spellcheck: in a listening or speaking task the
 * spelling is the student's own work.
 */
export function TypedAnswer({
  label,
  submitLabel,
  lang,
  locked,
  onSubmit,
  autoFocus = false,
}: TypedAnswerProps) {
  const [value, setValue] = useState('');
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!locked && value.trim()) onSubmit(value);
  };
  return (
    <form className="typed-answer" onSubmit={submit}>
      <label className="typed-answer__label" htmlFor={id}>
        {label}
      </label>
      <div className="typed-answer__row">
        <input
          id={id}
          className="typed-answer__input"
          type="text"
          lang={lang}
          value={value}
          readOnly={locked}
          autoFocus={autoFocus}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="done"
          onChange={(e) => setValue(e.target.value)}
        />
        {!locked && (
          <button type="submit" className="typed-answer__submit" disabled={!value.trim()}>
            {submitLabel}
          </button>
        )}
      </div>
    </form>
  );
}
