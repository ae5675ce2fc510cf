import type { FinishRecord } from '@web-ed/schemas';

/** The finish record the app would send for this play, as the server would receive it. */
export function FinishRecordView({ record }: { record: FinishRecord }) {
  const correct = record.answers.filter((a) => a.is_correct === true).length;
  return (
    <section className="finish-record" aria-labelledby="record-heading">
      <h3 id="record-heading">Finish record</h3>
      <p className="finish-record__summary">
        <strong>{record.points} points</strong>, {correct} of {record.answers.length} answers
        correct
        {record.is_complete ? '' : ' (incomplete)'}
      </p>
      {/* Focusable so keyboard users can scroll it; a region so that focus has a name. */}
      <pre
        className="finish-record__json"
        tabIndex={0}
        role="region"
        aria-label="Finish record JSON"
      >
        {JSON.stringify(record, null, 2)}
      </pre>
    </section>
  );
}
