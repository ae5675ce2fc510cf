import type { ImportReport } from '@web-ed/importers';

/** The importer's report: each entry's level, its place in the source, and what happened. */
export function ImportReportList({ report }: { report: ImportReport }) {
  if (report.length === 0) return <p className="muted">Everything was converted.</p>;
  return (
    <ol className="error-list" aria-label="Import report">
      {report.map((r, i) => (
        <li key={`${r.path}:${i}`}>
          <div className={`error-list__item import-report--${r.level}`}>
            <span className="error-list__where">
              <span className="import-report__level">
                {r.level === 'error' ? 'Error' : 'Warning'}
              </span>
              <code className="error-list__path">{r.path}</code>
            </span>
            <span className="error-list__message">{r.message}</span>
          </div>
        </li>
      ))}
    </ol>
  );
}
