/**
 * /skill-check/result/: the CEFR level reached (Pre-A1 Starter … C1 Expert), each skill area's
 * level, each on a CEFR ladder (the level's words written beside it, the ladder an image named
 * by its step on the scale), and the English courses recommended for it; retake starts over.
 */
import { useState } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { CEFR_LEVELS, SKILL_AREAS } from '@web-ed/engine';
import { CefrLadder } from '../../lib/pictures/cefr-ladder';
import { Loaded, Page } from '../../lib/chrome';
import { href, useGo, VLink } from '../../lib/nav';
import { PATH } from '../../lib/paths';
import { fetchSkillCheckResult, startSkillCheck } from './skill-check-data';
import { snackbars } from '../../lib/store';
import { useLoad } from '../../lib/use-load';
import './skill-check.css';

const CODES = CEFR_LEVELS.map((l) => l.code);

/** The skill areas in the engine's order first, then any other the server sends. */
function orderedSkills<T>(skills: Record<string, T | undefined>): [string, T][] {
  const known: readonly string[] = SKILL_AREAS;
  const present = Object.entries(skills).filter((e): e is [string, T] => e[1] !== undefined);
  return present.sort(
    ([a], [b]) =>
      (known.includes(a) ? known.indexOf(a) : known.length) -
      (known.includes(b) ? known.indexOf(b) : known.length),
  );
}

type SkillCheckResultData = NonNullable<Awaited<ReturnType<typeof fetchSkillCheckResult>>>;

export function SkillCheckResult() {
  const { t } = useTranslation('skillcheck');
  const [load, retry] = useLoad(fetchSkillCheckResult, []);
  return (
    <Page title={t('resultTitle')} className="page--skill-check">
      <Loaded load={load} retry={retry}>
        {(r) => (r === null ? <NoResult /> : <Result r={r} />)}
      </Loaded>
    </Page>
  );
}

/** Before any check is finished: an invitation to take one. */
function NoResult() {
  const { t } = useTranslation('skillcheck');
  return (
    <section className="card" aria-labelledby="sc-none">
      <h2 id="sc-none">{t('noResultTitle')}</h2>
      <p>{t('noResultText')}</p>
      <VLink className="button button--primary" to={PATH.skillCheck}>
        {t('start')}
      </VLink>
    </section>
  );
}

function Result({ r }: { r: SkillCheckResultData }) {
  const { t } = useTranslation('skillcheck');
  const go = useGo();
  const [busy, setBusy] = useState(false);
  const retake = async () => {
    setBusy(true);
    try {
      await startSkillCheck(true);
      go(PATH.skillCheck);
    } catch {
      snackbars.show({ message: 'errors:noInternet', type: 'error' });
      setBusy(false);
    }
  };
  const ladderLabel = (l: { code: string; level: number }) =>
    t('ladderLabel', { level: t(`level_${l.code}`), step: l.level + 1, steps: CODES.length });
  return (
    <>
      <section className="card skill-check__level" aria-labelledby="sc-level">
        <p>{t('yourLevel')}</p>
        <p id="sc-level" className="skill-check__badge" data-testid="cefr-level">
          {t(`level_${r.code}`)}
        </p>
        <CefrLadder size="large" level={r.level} codes={CODES} label={ladderLabel(r)} />
        <p className="skill-check__note">{t(`levelDescription_${r.code}`)}</p>
      </section>
      <section className="card" aria-labelledby="sc-skills">
        <h2 id="sc-skills">{t('bySkill')}</h2>
        <ul className="skill-check__skills">
          {orderedSkills(r.skills).map(([skill, l]) => (
            <li key={skill} className="skill-check__skill" data-skill={skill}>
              <p className="skill-check__skill-head">
                <span className="skill-check__skill-name">{t(`skill_${skill}`)}</span>
                <span className="skill-check__skill-level">{t(`level_${l.code}`)}</span>
              </p>
              <CefrLadder level={l.level} codes={CODES} label={ladderLabel(l)} />
            </li>
          ))}
        </ul>
      </section>
      <section className="card" aria-labelledby="sc-courses">
        <h2 id="sc-courses">{t('recommended')}</h2>
        {r.recommended.length === 0 ? (
          <p>{t('noRecommendation')}</p>
        ) : (
          <ul className="skill-check__courses">
            {r.recommended.map((c) => (
              <li key={c.subject_id}>
                <VLink
                  to={href(PATH.courses, { sid: c.subject_id })}
                  className="button button--secondary"
                >
                  {c.subject_name}
                </VLink>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="skill-check__actions">
        <VLink to={PATH.home} className="button button--primary">
          {t('home')}
        </VLink>
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          aria-busy={busy}
          onClick={() => void retake()}
        >
          {t('retake')}
        </button>
      </div>
    </>
  );
}
