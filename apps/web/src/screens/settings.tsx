/**
 * /settings/ (language, accessibility mode, log out, reset progress, delete account) and
 * /settings/language (the 5 languages). Resetting asks first (learning/reset-account): after
 * 'progress' the student goes home to freshly read data, after 'all' they are signed out.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { APP_VERSION } from '@web-ed/engine';
import { LANGUAGE_NAMES, SUPPORTED_LANGS, type Lang } from '@web-ed/i18n';
import { errorTextKey } from '../shell';
import { Loaded } from '../app/chrome';
import { Icon, type IconName } from '../app/icons';
import { switchLanguage } from '../app/language';
import type { ResetType } from '../app/learning-calls';
import { useGo, VLink } from '../app/nav';
import { Popup } from '../app/popup';
import { PATH } from '../app/routes';
import { fetchPreference, savePreference, signOut, snackbars, state } from '../app/store';
import { useLoad } from '../app/use-load';

export function Settings() {
  const { t, i18n } = useTranslation('settings');
  const go = useGo();
  const [load, retry] = useLoad(fetchPreference, []);
  const [override, setA11y] = useState<boolean | null>(null);
  const [confirm, setConfirm] = useState<ResetType | null>(null);
  const a11y = override ?? (load.status === 'ready' ? load.data.accessibility_mode : false);
  const toggle = async () => {
    const value = !a11y;
    setA11y(value);
    try {
      await savePreference({ accessibility_mode: value });
      snackbars.show({ message: 'settings:saved', type: 'success' });
    } catch (err) {
      setA11y(!value);
      snackbars.show({ message: errorTextKey(err) ?? 'settings:saveFailed', type: 'error' });
    }
  };
  return (
    <div className="page">
      <h1 className="page__title">{t('title')}</h1>
      <Loaded load={load} retry={retry}>
        {() => (
          <ul className="settings-list">
            <li>
              <VLink to={PATH.settingsLanguage} className="settings-row">
                <span className="settings-row__text">
                  <span className="settings-row__title">{t('language')}</span>
                  <span className="settings-row__desc">
                    {LANGUAGE_NAMES[i18n.language as Lang] ?? i18n.language}
                  </span>
                </span>
                <span aria-hidden="true">›</span>
              </VLink>
            </li>
            <li>
              <div className="settings-row">
                <span className="settings-row__text">
                  <span className="settings-row__title" id="a11y-title">
                    {t('accessibilityMode')}
                  </span>
                  <span className="settings-row__desc" id="a11y-desc">
                    {t('accessibilityModeDescription')}
                  </span>
                </span>
                <button
                  type="button"
                  role="switch"
                  className="switch"
                  aria-checked={a11y}
                  aria-labelledby="a11y-title"
                  aria-describedby="a11y-desc"
                  onClick={() => void toggle()}
                >
                  <span className="switch__thumb" aria-hidden="true" />
                </button>
              </div>
            </li>
            <DangerRow
              label={t('nav:logout')}
              icon="logout"
              onClick={() => {
                signOut();
                go(PATH.landing, { replace: true });
              }}
            />
            <DangerRow
              label={t('signOutEverywhere')}
              icon="logout"
              onClick={() => {
                signOut({ everywhere: true });
                go(PATH.landing, { replace: true });
              }}
            />
            <DangerRow label={t('resetProgress')} dialog onClick={() => setConfirm('progress')} />
            <DangerRow label={t('deleteAccount')} dialog onClick={() => setConfirm('all')} />
          </ul>
        )}
      </Loaded>
      {confirm && (
        <ResetPopup
          type={confirm}
          onCancel={() => setConfirm(null)}
          onDone={() => {
            setConfirm(null);
            if (confirm === 'all') {
              snackbars.show({ message: 'settings:accountDeleted', type: 'success' });
              signOut();
              go(PATH.landing, { replace: true });
            } else {
              snackbars.show({ message: 'settings:resetDone', type: 'success' });
              // Today's login counts again for the emptied missions; then home reads afresh.
              void learningCalls()
                .then((calls) => calls.updateProgressMissions(i18n.language))
                .catch(() => undefined);
              go(PATH.home, { replace: true });
            }
          }}
        />
      )}
      <p className="muted center">{t('appVersion', { version: APP_VERSION })}</p>
    </div>
  );
}

/** A red row of Settings: it acts at once, or (`dialog`) asks first. */
function DangerRow({
  label,
  icon,
  dialog,
  onClick,
}: {
  label: string;
  icon?: IconName;
  dialog?: boolean;
  onClick: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        className="settings-row settings-row--danger"
        aria-haspopup={dialog ? 'dialog' : undefined}
        onClick={onClick}
      >
        <span className="settings-row__title">{label}</span>
        {icon && <Icon name={icon} />}
      </button>
    </li>
  );
}

/** Loaded when a reset is confirmed: Settings' first load stays small. */
const learningCalls = () => import('../app/learning-calls');

/** Asks before a reset; the confirm button shows it is waiting, and a failure says why. */
function ResetPopup({
  type,
  onCancel,
  onDone,
}: {
  type: ResetType;
  onCancel: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('settings');
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await (await learningCalls()).resetAccount(type);
      onDone();
    } catch (err) {
      setBusy(false);
      snackbars.show({ message: errorTextKey(err) ?? 'settings:resetFailed', type: 'error' });
    }
  };
  const all = type === 'all';
  return (
    <Popup
      title={t(all ? 'deleteAccountQuestion' : 'resetProgressQuestion')}
      type="warning"
      onClose={() => {
        if (!busy) onCancel();
      }}
      actions={
        <>
          <button
            type="button"
            className="button button--danger"
            aria-busy={busy}
            disabled={busy}
            onClick={() => void run()}
          >
            {t(all ? 'deleteAccount' : 'resetProgress')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={onCancel}
          >
            {t('common:cancel')}
          </button>
        </>
      }
    >
      <p>{t(all ? 'deleteAccountConfirm' : 'resetProgressConfirm')}</p>
    </Popup>
  );
}

export function SettingsLanguage() {
  const { t, i18n } = useTranslation('settings');
  const snap = useSnapshot(state);
  const go = useGo();
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
      <div className="learn__bar">
        <button
          type="button"
          className="icon-button"
          aria-label={t('common:back')}
          onClick={() => go(snap.session ? PATH.settings : PATH.landing)}
        >
          <svg
            width="24"
            height="24"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M15 5l-7 7 7 7" />
          </svg>
        </button>
      </div>
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
        onClick={() => go(snap.session ? PATH.settings : PATH.landing)}
      >
        {t('common:done')}
      </button>
    </div>
  );
}
