import type { TextSpan } from './locate';
import type { LocatedError } from './validate';

interface ErrorListProps {
  errors: LocatedError[];
  /** Choosing an error selects it in the editor; without this the list is read-only. */
  onSelect?: (span: TextSpan) => void;
  label?: string;
}

/** Every validation error with its JSON path and line. */
export function ErrorList({ errors, onSelect, label = 'Validation errors' }: ErrorListProps) {
  if (errors.length === 0) return null;
  return (
    <ol className="error-list" aria-label={label}>
      {errors.map((e, i) => {
        const what = (
          <>
            <span className="error-list__where">
              {e.span && <span className="error-list__line">Line {e.span.line}</span>}
              <code className="error-list__path">{e.path || '(document)'}</code>
            </span>
            <span className="error-list__message">{e.message}</span>
          </>
        );
        return (
          <li key={`${e.path}:${i}`}>
            {onSelect ? (
              <button
                type="button"
                className="error-list__item"
                disabled={!e.span}
                onClick={() => e.span && onSelect(e.span)}
              >
                {what}
              </button>
            ) : (
              <div className="error-list__item">{what}</div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
