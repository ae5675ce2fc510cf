/** The chat's foot: a failure (retryable when it makes sense), the messages left, the composer. */
import type { FormEvent } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import type { SubmitChatBody } from '@web-ed/api-client';

export interface ChatComposerProps {
  failed: { body: SubmitChatBody; error: string } | null;
  onRetry: (body: SubmitChatBody) => void;
  left: number;
  limit: number;
  draft: string;
  onDraft: (text: string) => void;
  onSubmit: (e: FormEvent) => void;
  /** While an answer is written: the stop button instead of send. */
  onStop: (() => void) | null;
}

export function ChatComposer({
  failed,
  onRetry,
  left,
  limit,
  draft,
  onDraft,
  onSubmit,
  onStop,
}: ChatComposerProps) {
  const { t } = useTranslation(['chat', 'errors']);
  return (
    <>
      {failed && (
        <div className="chat__error" role="alert">
          <span>{t(failed.error)}</span>
          {failed.body.text !== '' &&
            failed.error !== 'chat:limitReached' &&
            !failed.error.startsWith('chat:refused') && (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => onRetry(failed.body)}
              >
                {t('retry')}
              </button>
            )}
        </div>
      )}
      <p className={`chat__limit${left === 0 ? ' chat__limit--out' : ''}`}>
        {left === 0 ? t('limitReached') : t('limitLeft', { count: left, limit })}
      </p>
      <form className="chat__composer" onSubmit={onSubmit}>
        <textarea
          aria-label={t('placeholder')}
          className="chat__input"
          rows={2}
          maxLength={1000}
          value={draft}
          placeholder={t('placeholder')}
          onChange={(e) => onDraft(e.target.value)}
          disabled={left === 0}
        />
        {onStop ? (
          <button type="button" className="button button--secondary" onClick={onStop}>
            {t('stop')}
          </button>
        ) : (
          <button
            type="submit"
            className="button button--primary"
            disabled={!draft.trim() || left === 0}
          >
            {t('send')}
          </button>
        )}
      </form>
    </>
  );
}
