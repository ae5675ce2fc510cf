/**
 * "All fixtures": every file under content-fixtures/ (broken ones too) validated by the engine
 * exactly as the editor does, with each error's path and line. Files under broken/ are meant to
 * fail, and pass this check when they do.
 */
import { useEffect, useState } from 'react';
import { validatingRegistry } from '@web-ed/plugins/validating-registry';
import { fixtureReport, totalsOf, type FixtureReport } from './fixture-report';
import { FixtureReportCard } from './fixture-report-card';
import { FIXTURES, loadFixture } from './fixtures';

type Loaded =
  | { kind: 'loading' }
  | { kind: 'done'; reports: FixtureReport[] }
  | { kind: 'failed'; message: string };

interface FixturesViewProps {
  hidden: boolean;
  onOpen: (id: string) => void;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function FixturesView({ hidden, onOpen }: FixturesViewProps) {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });

  useEffect(() => {
    let current = true;
    Promise.all(
      FIXTURES.map(async (f) => fixtureReport(f.id, await loadFixture(f.id), validatingRegistry)),
    ).then(
      (reports) => current && setLoaded({ kind: 'done', reports }),
      (e: unknown) =>
        current &&
        setLoaded({ kind: 'failed', message: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      current = false;
    };
  }, []);

  let summary = `Checking ${plural(FIXTURES.length, 'fixture')}…`;
  let tone = 'idle';
  if (loaded.kind === 'failed') {
    summary = `Could not load the fixtures: ${loaded.message}`;
    tone = 'bad';
  } else if (loaded.kind === 'done') {
    const t = totalsOf(loaded.reports);
    summary = `${plural(t.files, 'fixture')}: ${t.valid} valid, ${t.failingAsExpected} failing as expected`;
    summary +=
      t.unexpected === 0 ? '. All as expected.' : `; ${plural(t.unexpected, 'unexpected result')}.`;
    tone = t.unexpected === 0 ? 'good' : 'bad';
  }

  return (
    <div className="sandbox-view" hidden={hidden}>
      <section className="panel panel--wide" aria-labelledby="fixtures-heading">
        <h2 id="fixtures-heading">All fixtures</h2>
        <p className="muted">
          Every file under <code>content-fixtures/</code> and each plugin’s <code>fixtures/</code>,
          validated by the engine with every registered plugin. Files under <code>broken/</code> are
          meant to fail.
        </p>
        <p className={`summary summary--${tone}`} role="status">
          <span className="summary__icon" aria-hidden="true">
            {tone === 'good' ? '✓' : tone === 'bad' ? '!' : '…'}
          </span>
          {summary}
        </p>
        {loaded.kind === 'done' && (
          <ul className="fixture-reports" aria-label="Fixtures">
            {loaded.reports.map((report) => (
              <li key={report.id}>
                <FixtureReportCard report={report} onOpen={() => onOpen(report.id)} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
