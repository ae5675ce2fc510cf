import { prepareRecord } from '@web-ed/engine';
import type { FinishRecord } from '@web-ed/schemas';

/** "12 of 15 answers correct", or, where answers are not judged one by one, how many were given. */
function answersLine(record: FinishRecord): string {
  const n = record.answers.length;
  const judged = record.answers.filter((a) => a.is_correct !== null);
  if (n > 0 && judged.length === 0) {
    const given = record.answers.filter((a) => a.timestamp_answered !== null).length;
    return `${given} of ${n} answered, not judged one by one`;
  }
  const correct = judged.filter((a) => a.is_correct === true).length;
  return `${correct} of ${n} answers correct`;
}

/** What the outbox will do to this record before sending it, when that changes anything. */
function outboxNote(record: FinishRecord): string | null {
  // Never-answered questions are kept with a null time, so only a voided play has no answers.
  if (!record.is_complete && record.answers.length === 0 && record.question_length > 0) {
    return 'An unfinished play of this minigame is void: its record carries no answers, and the server scores it 0.';
  }
  const sent = prepareRecord(record).answers.length;
  if (sent === record.answers.length) return null;
  return `Sent with ${sent} answers: questions never reached are left out (outbox rule).`;
}

/** The finish record of this play, as the Player hands it over, and what the outbox sends of it. */
export function FinishRecordView({ record }: { record: FinishRecord }) {
  const note = outboxNote(record);
  return (
    <section className="finish-record" aria-labelledby="record-heading">
      <h3 id="record-heading">Finish record</h3>
      <p className="finish-record__summary">
        <strong>{record.points} points</strong>, {answersLine(record)}
        {record.is_complete ? '' : ' (incomplete)'}
      </p>
      {note && <p className="finish-record__note">{note}</p>}
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
