/** The chat's tools: mute, clear (with its confirmation) and the language to translate into. */
import { useTranslation } from '@web-ed/i18n/react';
import { LANGUAGE_NAMES, SUPPORTED_LANGS, type Lang } from '@web-ed/i18n';
import { isLang } from './chat-view';

export interface ChatToolsProps {
  muted: boolean;
  onMute: () => void;
  canClear: boolean;
  confirmClear: boolean;
  onConfirmClear: (open: boolean) => void;
  onClear: () => void;
  langId: string;
  target: Lang;
  onTarget: (lang: Lang) => void;
}

export function ChatTools(props: ChatToolsProps) {
  const { t } = useTranslation('chat');
  const { muted, confirmClear, onConfirmClear, langId, target } = props;
  return (
    <>
      <div className="chat__tools">
        <button
          type="button"
          className="button button--secondary chat__mute"
          aria-pressed={muted}
          onClick={props.onMute}
        >
          <svg
            width="20"
            height="20"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M4 9h4l5-4v14l-5-4H4z" />
            {muted ? <path d="M17 9l5 6M22 9l-5 6" /> : <path d="M17 8a5 5 0 0 1 0 8" />}
          </svg>
          {t('mute')}
        </button>
        <button
          type="button"
          className="button button--secondary chat__clear"
          onClick={() => onConfirmClear(true)}
          disabled={!props.canClear}
        >
          {t('clear')}
        </button>
        <label className="chat__lang" htmlFor={langId}>
          {t('translateInto')}
          <select
            id={langId}
            value={target}
            onChange={(e) => isLang(e.target.value) && props.onTarget(e.target.value)}
          >
            {SUPPORTED_LANGS.map((l) => (
              <option key={l} value={l} lang={l}>
                {LANGUAGE_NAMES[l]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {confirmClear && (
        <div className="card chat__confirm" role="alertdialog" aria-labelledby="chat-clear-q">
          <p id="chat-clear-q">{t('clearConfirm')}</p>
          <div className="chat__row">
            <button type="button" className="button button--primary" onClick={props.onClear}>
              {t('clearYes')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => onConfirmClear(false)}
            >
              {t('clearNo')}
            </button>
          </div>
        </div>
      )}
    </>
  );
}
