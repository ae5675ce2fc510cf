/**
 * /subject/?selected_course= (section 2): the course catalogue. Courses from get-subjects grouped
 * by category (a course shows under its first category), the recommended ones first in each group
 * and the groups holding recommended courses first; the student's current course is marked.
 * Choosing one sets current_subject and goes to /courses/?sid=. `selected_course` pre-selects.
 */
import { useState } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { useSearchParams } from '../../lib/router';
import { unwrap, type SubjectSummary } from '@web-ed/api-client';
import { errorTextKey } from '../../lib/shell';
import { Loaded } from '../../lib/chrome';
import { href, useGo } from '../../lib/nav';
import { PATH } from '../../lib/paths';
import { api, fetchPreference, savePreference } from '../../lib/store';
import { useLoad } from '../../lib/use-load';
import { groupCourses } from './subject-groups';
import './subject.css';

async function loadCatalogue() {
  const [answer, preference] = await Promise.all([api.getSubjects(), fetchPreference()]);
  const courses = unwrap(answer);
  return {
    groups: groupCourses(courses, answer.categories),
    current: preference.current_subject,
  };
}

/** Known category keys; others show the server's name as it is (data, not an app string). */
const CATEGORY_KEYS: Record<string, string> = {
  english: 'categoryEnglish',
  math: 'categoryMath',
  science: 'categoryScience',
  finance: 'categoryFinance',
};

export function Subject() {
  const { t } = useTranslation('courses');
  const [params] = useSearchParams();
  const preselected = Number(params.get('selected_course') ?? NaN);
  const [load, retry] = useLoad(loadCatalogue, []);
  const [picked, setPicked] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const go = useGo();

  const categoryLabel = (category: string | null) => {
    if (category === null) return t('categoryOther');
    const key = CATEGORY_KEYS[category.trim().toLowerCase()];
    return key ? t(key) : category;
  };

  return (
    <div className="page subject">
      <h1 className="page__title">{t('catalogueTitle')}</h1>
      <p className="muted">{t('catalogueIntro')}</p>
      <Loaded load={load} retry={retry}>
        {({ groups, current }) => {
          const all = groups.flatMap((g) => g.courses);
          const has = (id: number) => all.some((c) => c.subject_id === id);
          const chosen = picked ?? (has(preselected) ? preselected : has(current) ? current : null);
          const submit = async (e: React.FormEvent) => {
            e.preventDefault();
            if (chosen === null) {
              setError('courses:pickACourse');
              return;
            }
            setBusy(true);
            setError(null);
            try {
              if (chosen !== current) await savePreference({ current_subject: chosen });
              go(href(PATH.courses, { sid: chosen }));
            } catch (err) {
              setError(errorTextKey(err) ?? 'errors:generic');
              setBusy(false);
            }
          };
          if (all.length === 0) return <p className="card">{t('noCourses')}</p>;
          return (
            <form className="form" onSubmit={(e) => void submit(e)} noValidate>
              {groups.map((group) => (
                <fieldset key={group.category ?? ''} className="field subject__group">
                  <legend className="subject__legend">{categoryLabel(group.category)}</legend>
                  <div className="course-options">
                    {group.courses.map((s: SubjectSummary) => (
                      <label key={s.subject_id} className="course-option subject__option">
                        <input
                          type="radio"
                          name="course"
                          value={s.subject_id}
                          checked={chosen === s.subject_id}
                          onChange={() => {
                            setPicked(s.subject_id);
                            setError(null);
                          }}
                        />
                        <span className="subject__text">
                          <span className="course-option__name">{s.subject_name}</span>
                          <span className="subject__meta">
                            {t('chapterCount', { count: s.chapter_count })}
                          </span>
                        </span>
                        <span className="subject__badges">
                          {s.subject_id === current && (
                            <span className="badge badge--current">{t('currentBadge')}</span>
                          )}
                          {s.is_recommended && (
                            <span className="badge">{t('recommendedBadge')}</span>
                          )}
                        </span>
                      </label>
                    ))}
                  </div>
                </fieldset>
              ))}
              {error && (
                <p className="field__error" role="alert">
                  {t(error)}
                </p>
              )}
              <div className="sticky-actions">
                <button
                  type="submit"
                  className="button button--primary"
                  disabled={busy}
                  aria-busy={busy}
                >
                  {t('learnThisCourse')}
                </button>
              </div>
            </form>
          );
        }}
      </Loaded>
    </div>
  );
}
