import { useId } from 'react';
import { ErrorList } from './error-list';
import type { FixtureReport } from './fixture-report';

interface FixtureReportCardProps {
  report: FixtureReport;
  onOpen: () => void;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** One fixture: its verdict in words and icon (never colour alone), counts, errors, and a way in. */
export function FixtureReportCard({ report, onOpen }: FixtureReportCardProps) {
  const headingId = useId();
  const { id, valid, expectedToFail, asExpected, questions, errors } = report;
  const verdict = valid ? 'Valid' : `Invalid: ${plural(errors.length, 'error')}`;
  const counts = questions
    ? `${plural(questions.valid, 'question')} valid, ${questions.invalid} invalid`
    : 'Not valid JSON';
  return (
    <article
      className={`fixture-report fixture-report--${asExpected ? 'expected' : 'unexpected'}`}
      aria-labelledby={headingId}
    >
      <div className="fixture-report__head">
        <h3 id={headingId} className="fixture-report__name">
          <code>{id}</code>
        </h3>
        <button
          type="button"
          className="button button--secondary fixture-report__open"
          aria-label={`Open ${id} in the editor`}
          onClick={onOpen}
        >
          Open
        </button>
      </div>
      <p className="fixture-report__badges">
        <span className={`badge badge--${valid ? 'valid' : 'invalid'}`}>
          <span aria-hidden="true">{valid ? '✓' : '✗'}</span>
          {verdict}
        </span>
        {expectedToFail && <span className="badge badge--expected">Expected to fail</span>}
        {!asExpected && (
          <span className="badge badge--unexpected">
            {expectedToFail ? 'Should fail, but is valid' : 'Should be valid'}
          </span>
        )}
      </p>
      <p className="fixture-report__counts">{counts}</p>
      <ErrorList errors={errors} label={`Errors in ${id}`} />
    </article>
  );
}
