/** The chapters each student completed, most first, against the class average (dashed). */
import { useTranslation } from '@web-ed/i18n/react';
import { Bar } from '../../lib/pictures/bar';
import { maxOf } from '../../lib/pictures/scale';
import type { ClassReport } from './learnalytics-data';

export function ProgressChart({ report }: { report: ClassReport }) {
  const { t, i18n } = useTranslation('learnalytics');
  const average = report.summary.average_chapters_completed;
  const students = [...report.students].sort(
    (a, b) =>
      b.chapters_completed - a.chapters_completed || a.name.localeCompare(b.name, i18n.language),
  );
  const max = Math.max(maxOf(students.map((s) => s.chapters_completed)), average, 1);
  return (
    <figure className="class-chart">
      <figcaption className="class-chart__caption">{t('chartCaption')}</figcaption>
      <p className="class-chart__legend">
        <span className="class-chart__key" aria-hidden="true" />
        {t('chartAverage', { average: new Intl.NumberFormat(i18n.language).format(average) })}
      </p>
      <ol className="class-chart__bars">
        {students.map((s, i) => (
          <li key={`${s.name}-${i}`} className="class-chart__row">
            <span className="class-chart__name">{s.name || t('unnamed')}</span>
            <Bar
              className="class-chart__bar"
              value={s.chapters_completed}
              max={max}
              marker={average}
            />
            <span className="class-chart__value">
              <span className="visually-hidden">{t('chapters')}: </span>
              {s.chapters_completed}
            </span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
