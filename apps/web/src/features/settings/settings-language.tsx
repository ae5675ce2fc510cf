/** /settings/language: the 5 languages, also before signing in. */
import { useState } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { useSnapshot } from 'valtio';
import { LANGUAGE_NAMES, SUPPORTED_LANGS, type Lang } from '@web-ed/i18n';
import { errorTextKey } from '../../lib/shell';
import { switchLanguage } from '../../lib/language';
import { useGo } from '../../lib/nav';
import { useBack } from '../../lib/back';
import { BackIcon } from '../../lib/back-icon';
import { PATH } from '../../lib/paths';
import { snackbars, state } from '../../lib/store';
import './settings.css';

export function SettingsLanguage() {
  const { t, i18n } = useTranslation('settings');
  const snap = useSnapshot(state);
  const go = useGo();
  const back = useBack();
  // The choice shows at once; the language itself switches when its pack has loaded.
  const [chosen, setChosen] = useState(i18n.language);
  const pick = async (lang: Lang) => {
    setChosen(lang);
    try {
      await switchLanguage(i18n, lang);
      snackbars.show({ message: 'settings:saved', type: 'success' });
    } catch (err) {
      snackbars.show({ message: errorTextKey(err) ?? 'settings:saveFailed', type: 'error' });
    }
  };
  return (
    <div className="page">
      {!snap.session && (
        // Signed in, the top bar has the back button; signed out there is no top bar.
        <div className="learn__bar">
          <button
            type="button"
            className="icon-button"
            aria-label={t('common:back')}
            onClick={() => go(PATH.landing)}
          >
            <BackIcon />
          </button>
        </div>
      )}
      <h1 className="page__title">{t('language')}</h1>
      <p className="muted" id="lang-desc">
        {t('languageDescription')}
      </p>
      <div
        className="language-list"
        role="radiogroup"
        aria-describedby="lang-desc"
        aria-label={t('language')}
      >
        {SUPPORTED_LANGS.map((lang) => (
          <label key={lang} className="choice choice--row" lang={lang}>
            <input
              type="radio"
              name="language"
              value={lang}
              checked={chosen === lang}
              onChange={() => void pick(lang)}
            />
            <span>{LANGUAGE_NAMES[lang]}</span>
          </label>
        ))}
      </div>
      <button
        type="button"
        className="button button--primary"
        onClick={() => (snap.session ? back() : go(PATH.landing))}
      >
        {t('common:done')}
      </button>
    </div>
  );
}
