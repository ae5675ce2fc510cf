/**
 * The chat's messages, each with its translation or the button to ask for one, and the answer being
 * written.
 */
import { useTranslation } from '@web-ed/i18n/react';
import type { ChatMessage } from '@web-ed/api-client';
import { LANGUAGE_NAMES, type Lang } from '@web-ed/i18n';
import type { ChatLocalState } from './chat-buddy-state';
import { isStored, type Pending } from './chat-view';
import { TutorLabel } from './tutor-label';

export interface ChatMessagesProps {
  messages: ChatMessage[];
  pending: Pending | null;
  translations: ChatLocalState['translations'];
  target: Lang;
  translating: string | null;
  onTranslate: (message: ChatMessage) => void;
}

export function ChatMessages({
  messages,
  pending,
  translations,
  target,
  translating,
  onTranslate,
}: ChatMessagesProps) {
  const { t } = useTranslation('chat');
  return (
    <ol className="chat__list" aria-live="polite" aria-busy={pending !== null}>
      {messages.length === 0 && !pending && <li className="chat__empty">{t('empty')}</li>}
      {messages.map((m) => {
        const translation = translations[m.id]?.[target];
        return (
          <li key={m.id} className={`chat__msg chat__msg--${m.role}`}>
            <span className="chat__who">{m.role === 'student' ? t('you') : t('buddy')}</span>
            {m.role === 'tutor' && <TutorLabel tutor={m.tutor} />}
            {m.status === 'fallback' && <p className="chat__note">{t('fallbackNote')}</p>}
            <p className="chat__text">{m.text}</p>
            {m.status === 'stopped' && <span className="chat__stopped">{t('stopped')}</span>}
            {translation !== undefined && (
              <p className="chat__translation" lang={translation ? target : undefined}>
                {translation
                  ? translation
                  : t('nothingToTranslate', { language: LANGUAGE_NAMES[target] })}
              </p>
            )}
            {m.role === 'tutor' &&
              m.tutor === 'offline' &&
              isStored(m) &&
              translation === undefined && (
                <button
                  type="button"
                  className="chat__translate"
                  disabled={translating !== null}
                  aria-busy={translating === m.id}
                  onClick={() => onTranslate(m)}
                >
                  {t('translate', { language: LANGUAGE_NAMES[target] })}
                </button>
              )}
          </li>
        );
      })}
      {pending && (
        <li className="chat__msg chat__msg--tutor">
          <span className="chat__who">{t('buddy')}</span>
          <TutorLabel tutor={pending.tutor} />
          {pending.note && <p className="chat__note">{t('fallbackNote')}</p>}
          <p className="chat__text">{pending.text || t('thinking')}</p>
        </li>
      )}
    </ol>
  );
}
