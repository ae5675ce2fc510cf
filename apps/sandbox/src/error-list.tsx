import type { TextSpan } from './locate';
import type { LocatedError } from './validate';

interface ErrorListProps {
  errors: LocatedError[];
  onSelect: (span: TextSpan) => void;
}

/** Every validation error with its JSON path and line; choosing one selects it in the editor. */
export function ErrorList({ errors, onSelect }: ErrorListProps) {
  if (errors.length === 0) return null;
  return (
    <ol className="error-list" aria-label="Validation errors">
      {errors.map((e, i) => (
        <li key={`${e.path}:${i}`}>
          <button
            type="button"
            className="error-list__item"
            disabled={!e.span}
            onClick={() => e.span && onSelect(e.span)}
          >
            <span className="error-list__where">
              {e.span && <span className="error-list__line">Line {e.span.line}</span>}
              <code className="error-list__path">{e.path || '(document)'}</code>
            </span>
            <span className="error-list__message">{e.message}</span>
          </button>
        </li>
      ))}
    </ol>
  );
}
