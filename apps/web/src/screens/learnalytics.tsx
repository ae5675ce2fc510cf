/**
 * Learnalytics: /learnalytics/ (what tracking codes do, the student's classes, and for a teacher
 * or partner the progress report of each own class: a bar chart of the chapters each student
 * completed against the class average, then every number in a table), /learnalytics/code/ (the
 * codes added, each
 * removable: cancel_la_code_track) and /learnalytics/code/add/ (1 to 10 letters or digits;
 * "Kode tracking tidak ditemukan" for an unknown code).
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TRACKING_CODE_MAX, TRACKING_CODE_MIN } from '@web-ed/engine';
import { isApiError } from '@web-ed/api-client';
import { Bar } from '../lib/pictures/bar';
import { maxOf } from '../lib/pictures/scale';
import { errorTextKey } from '../shell/error-text';
import { Loaded } from '../app/chrome';
import { HeroArt } from '../app/icons';
import {
  addCode,
  cancelCode,
  fetchClassReport,
  fetchCodes,
  type ClassReport,
  type CodesData,
} from '../app/learnalytics-data';
import { useGo, VLink } from '../app/nav';
import { PATH } from '../app/routes';
import { snackbars } from '../app/store';
import { useLoad } from '../app/use-load';
import './programs.css';

const CODE_PATTERN = new RegExp(`^[A-Za-z0-9]{${TRACKING_CODE_MIN},${TRACKING_CODE_MAX}}$`);

/** The chapters each student completed, most first, against the class average (dashed). */
function ProgressChart({ report }: { report: ClassReport }) {
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

function Report({ code }: { code: string }) {
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

export function Learnalytics() {
  const { t } = useTranslation('learnalytics');
  const [load, retry] = useLoad(fetchCodes, []);
  return (
    <div className="page">
      <h1 className="page__title">{t('title')}</h1>
      <p className="muted">{t('intro')}</p>
      <Loaded load={load} retry={retry}>
        {(data) => (
          <>
            <section className="card">
              <h2 className="program__name">{t('myClasses')}</h2>
              <p>{t('linkedCount', { n: data.codes.length })}</p>
              <VLink to={PATH.trackingCode} className="button button--primary">
                {t('manageCodes')}
              </VLink>
            </section>
            {data.owned_classes.map((c) => (
              <Report key={c.code} code={c.code} />
            ))}
          </>
        )}
      </Loaded>
    </div>
  );
}

function CodeList({ data, onChange }: { data: CodesData; onChange: () => void }) {
  const { t } = useTranslation('learnalytics');
  const [busy, setBusy] = useState<string | null>(null);
  if (data.codes.length === 0) return <p className="muted">{t('noCodes')}</p>;
  return (
    <ul className="program__list">
      {data.codes.map((c) => (
        <li key={c.code} className="card code-item">
          <p className="eyebrow">{t('classCode', { code: c.code })}</p>
          <h2 className="program__name">{c.class_name}</h2>
          {c.owner_name && <p className="muted">{t('owner', { name: c.owner_name })}</p>}
          <button
            type="button"
            className="button button--secondary"
            disabled={busy !== null}
            onClick={() => {
              if (!window.confirm(t('removeConfirm', { code: c.code }))) return;
              setBusy(c.code);
              cancelCode(c.code)
                .then(() => {
                  snackbars.show({ message: 'learnalytics:removed', type: 'success' });
                  onChange();
                })
                .catch((err: unknown) =>
                  snackbars.show({ message: errorTextKey(err) ?? 'errors:generic', type: 'error' }),
                )
                .finally(() => setBusy(null));
            }}
          >
            {t('removeCode')}
          </button>
        </li>
      ))}
    </ul>
  );
}

export function LearnalyticsCode() {
  const { t } = useTranslation('learnalytics');
  const [load, retry] = useLoad(fetchCodes, []);
  return (
    <div className="page">
      <h1 className="page__title">{t('codesTitle')}</h1>
      <Loaded load={load} retry={retry}>
        {(data) => <CodeList data={data} onChange={retry} />}
      </Loaded>
      <VLink to={PATH.trackingCodeAdd} className="button button--primary">
        {t('addCode')}
      </VLink>
    </div>
  );
}

export function LearnalyticsCodeAdd() {
  const { t } = useTranslation('learnalytics');
  const go = useGo();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const value = code.trim();
    if (!CODE_PATTERN.test(value)) {
      setError('learnalytics:codeHint');
      return;
    }
    setSending(true);
    setError(null);
    try {
      await addCode(value);
      snackbars.show({ message: 'learnalytics:added', type: 'success' });
      go(PATH.trackingCode, { replace: true });
    } catch (err) {
      setSending(false);
      if (isApiError(err) && err.error === 'la_code_added') setError('learnalytics:alreadyAdded');
      else if (isApiError(err) && err.error === 'la_code_limit') setError('learnalytics:limit');
      else setError(errorTextKey(err) ?? 'errors:generic');
    }
  };
  return (
    <div className="page">
      <HeroArt name="code" />
      <h1 className="page__title">{t('addTitle')}</h1>
      <p className="muted">{t('addIntro')}</p>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <label className="field__label" htmlFor="tracking-code">
          {t('codeLabel')}
        </label>
        <input
          id="tracking-code"
          className="input tracking-code"
          value={code}
          autoCapitalize="characters"
          autoComplete="off"
          maxLength={TRACKING_CODE_MAX}
          aria-invalid={error !== null || undefined}
          aria-describedby="tracking-code-help"
          onChange={(e) => {
            setCode(e.target.value);
            setError(null);
          }}
        />
        {error ? (
          <p id="tracking-code-help" className="field__error" role="alert">
            {t(error)}
          </p>
        ) : (
          <p id="tracking-code-help" className="field__hint">
            {t('codeHint')}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={sending}>
          {t('addCode')}
        </button>
      </form>
    </div>
  );
}
