/**
 * /skill-check/: the English skill check, an adaptive CEFR diagnostic. Not started: what it is and
 * Start. In progress: one item at a time in its minigame's view, sent to the server as soon as it
 * is answered (or skipped), so the student can leave and resume on any device. Finished: on to
 * /skill-check/result/. The study buddy is reachable but told it is a skill check: no answers.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { isApiError } from '@web-ed/api-client';
import { isLang, type PluginEvent } from '@web-ed/engine';
import { QuestionView } from '@web-ed/player';
import { registry } from '@web-ed/plugins';
import {
  defaultServices,
  PluginServicesContext,
  type PluginServices,
} from '@web-ed/plugins/services';
import { Loaded, Page } from '../../lib/chrome';
import { missionsAfterSkillCheck } from './progress-missions';
import { href, useGo, VLink } from '../../lib/nav';
import { PATH } from '../../lib/paths';
import type { SkillCheckState } from '@web-ed/schemas/api';
import {
  answerSkillCheck,
  fetchSkillCheck,
  playableItem,
  startSkillCheck,
} from './skill-check-data';
import { snackbars } from '../../lib/store';
import { useLoad } from '../../lib/use-load';
import { contentAssetUrl } from '../../lib/shell';
import './skill-check.css';

export function SkillCheck() {
  const { t } = useTranslation('skillcheck');
  const [load, retry] = useLoad(fetchSkillCheck, []);
  return (
    <Page title={t('title')} className="page--skill-check">
      <Loaded load={load} retry={retry}>
        {(initial) => <SkillCheckFlow initial={initial} />}
      </Loaded>
    </Page>
  );
}

function SkillCheckFlow({ initial }: { initial: SkillCheckState }) {
  const { t, i18n } = useTranslation('skillcheck');
  const go = useGo();
  const [state, setState] = useState(initial);
  const [busy, setBusy] = useState(false);
  const lang = isLang(i18n.language) ? i18n.language : 'en';
  const item = state.question;

  const services: PluginServices = useMemo(
    () => ({
      ...defaultServices,
      assetUrl: (path) =>
        item?.media_subject_id ? contentAssetUrl(item.media_subject_id, path) : path,
    }),
    [item],
  );

  const run = async (call: () => Promise<SkillCheckState>) => {
    if (busy) return;
    setBusy(true);
    try {
      const next = await call();
      if (next.diagnostic_flag === 2) {
        // The finished skill check advances its missions now (update-progress-missions).
        missionsAfterSkillCheck(lang);
        go(PATH.skillCheckResult, { replace: true });
        return;
      }
      setState(next);
    } catch (e) {
      snackbars.show({
        message: isApiError(e) && e.status === 409 ? 'skillcheck:outOfStep' : 'errors:noInternet',
        type: 'error',
      });
      if (isApiError(e) && e.status === 409) setState(await fetchSkillCheck());
    } finally {
      setBusy(false);
    }
  };

  if (state.diagnostic_flag === 2) {
    return (
      <div className="card">
        <p>{t('finishedAlready')}</p>
        <VLink to={PATH.skillCheckResult} className="button button--primary">
          {t('seeResult')}
        </VLink>
      </div>
    );
  }

  if (!item) {
    return (
      <div className="skill-check__intro card">
        <p>{t('intro')}</p>
        <ul className="skill-check__areas">
          {(['reading', 'grammar', 'listening', 'speaking'] as const).map((s) => (
            <li key={s}>{t(`skill_${s}`)}</li>
          ))}
        </ul>
        <p className="skill-check__note">{t('introNote', { n: state.total })}</p>
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          aria-busy={busy}
          onClick={() => void run(() => startSkillCheck())}
        >
          {t('start')}
        </button>
      </div>
    );
  }

  const onEvent = (event: PluginEvent) => {
    if (event.kind === 'answered') void run(() => answerSkillCheck(item.id, event.answer));
  };
  const position = Math.min(state.answered + 1, state.total);
  return (
    <div className="skill-check__play">
      <div className="skill-check__progress">
        <p>
          {t('questionOf', { n: position, total: state.total })} · {t(`skill_${item.skill}`)}
        </p>
        <progress max={state.total} value={state.answered} aria-label={t('progress')} />
      </div>
      <PluginServicesContext.Provider value={services}>
        <QuestionView
          key={item.id}
          question={playableItem(item, registry)}
          registry={registry}
          lang={lang}
          onEvent={onEvent}
        />
      </PluginServicesContext.Provider>
      {busy && (
        <p className="skill-check__saving" role="status">
          {t('saving')}
        </p>
      )}
      <div className="skill-check__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() => void run(() => answerSkillCheck(item.id, []))}
        >
          {t('skip')}
        </button>
        <VLink to={PATH.home} className="button button--secondary">
          {t('leave')}
        </VLink>
        <VLink
          to={href(PATH.chatBuddy, { question_id: item.id })}
          state={{
            question: String(item.content.prompt ?? item.content.text ?? ''),
            skill_check: true,
          }}
          className="skill-check__buddy"
        >
          {t('askBuddy')}
        </VLink>
      </div>
      <p className="skill-check__note">{t('resumeNote')}</p>
    </div>
  );
}
