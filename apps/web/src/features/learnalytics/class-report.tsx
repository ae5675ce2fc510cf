/** One own class's progress report: the chart, then every number in a table. */
import { useTranslation } from '@web-ed/i18n/react';
import { Loaded } from '../../lib/chrome';
import { fetchClassReport } from './learnalytics-data';
import { useLoad } from '../../lib/use-load';
import { ProgressChart } from './progress-chart';

export function Report({ code }: { code: string }) {
  const { t, i18n } = useTranslation('learnalytics');
  const [load, retry] = useLoad(() => fetchClassReport(code), [code]);
  return (
    <Loaded load={load} retry={retry}>
      {(r) => (
        <section className="card" aria-labelledby={`class-${r.code}`}>
          <p className="eyebrow">{t('classCode', { code: r.code })}</p>
          <h2 id={`class-${r.code}`} className="program__name">
            {r.name}
          </h2>
          <p className="program__summary">
            {t('reportSummary', {
              students: r.summary.students,
              average: new Intl.NumberFormat(i18n.language).format(
                r.summary.average_chapters_completed,
              ),
            })}
          </p>
          {r.students.length === 0 ? (
            <p className="muted">{t('noStudents')}</p>
          ) : (
            <>
              <ProgressChart report={r} />
              <div
                className="report-scroll"
                role="region"
                tabIndex={0}
                aria-label={t('reportCaption', { name: r.name })}
              >
                <table className="report">
                  <caption className="visually-hidden">
                    {t('reportCaption', { name: r.name })}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('student')}</th>
                      <th scope="col">{t('chapters')}</th>
                      <th scope="col">{t('exercises')}</th>
                      <th scope="col">{t('streak')}</th>
                      <th scope="col">{t('certificates')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {r.students.map((s, i) => (
                      <tr key={`${s.name}-${i}`}>
                        <th scope="row">{s.name || t('unnamed')}</th>
                        <td>{s.chapters_completed}</td>
                        <td>{s.exercise_completed}</td>
                        <td>{s.learning_streak}</td>
                        <td>{s.certificates}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </section>
      )}
    </Loaded>
  );
}
