/**
 * The study buddy's chat: history, a composer, the answer streamed token by token with a stop
 * button, retry on failure, the messages left today, which tutor answers (model or offline),
 * mute, translating a tutor message into the template language, and clearing the chat. Opening
 * it clears the red dot (submit-chat with empty text). Every text is rendered as text. Shown on
 * /chat-buddy/ and by /learn/ in a sheet over the Player (chat-buddy-sheet.tsx).
 */
import { useTranslation } from '@web-ed/i18n/react';
import { Skeleton } from '../../lib/chrome';
import { ChatComposer } from './chat-composer';
import { ChatMessages } from './chat-messages';
import { ChatTools } from './chat-tools';
import type { ChatAsk } from './chat-view';
import { TutorLabel } from './tutor-label';
import { useChat } from './use-chat';
import './chat-buddy.css';

export interface ChatPanelProps {
  ask: ChatAsk;
  /** 1 on its own page, 2 in the sheet over the Player. */
  headingLevel: 1 | 2;
  /** In the sheet: back to the question. */
  onClose?: () => void;
}

export function ChatPanel({ ask, headingLevel, onClose }: ChatPanelProps) {
  const { t } = useTranslation(['chat', 'errors']);
  const {
    abort,
    clear,
    confirmClear,
    dismissOnboarding,
    draft,
    failed,
    langId,
    listEnd,
    loadError,
    local,
    muted,
    onboarded,
    pending,
    send,
    setConfirmClear,
    setDraft,
    setMuted,
    setTemplateLang,
    shown,
    submit,
    target,
    titleId,
    translate,
    translating,
    translations,
    view,
  } = useChat(ask);
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const closeButton = onClose && (
    <button type="button" className="button button--secondary chat__close" onClick={onClose}>
      {t('backToQuestion')}
    </button>
  );

  if (loadError) {
    return (
      <div className="chat">
        <div className="chat__head">
          <Title className="page__title">{t('title')}</Title>
          {closeButton}
        </div>
        <p role="alert">{t(loadError)}</p>
      </div>
    );
  }
  if (!view) {
    // The messages kept on the device while the server answers.
    return local.messages.length > 0 ? (
      <div className="chat" aria-busy="true">
        <Title className="page__title">{t('title')}</Title>
        <ol className="chat__list">
          {local.messages.map((m) => (
            <li key={m.id} className={`chat__msg chat__msg--${m.role}`}>
              <span className="chat__who">{m.role === 'student' ? t('you') : t('buddy')}</span>
              <p className="chat__text">{m.text}</p>
            </li>
          ))}
        </ol>
      </div>
    ) : (
      <Skeleton lines={4} />
    );
  }

  return (
    <div className="chat" aria-labelledby={titleId} role="region">
      <div className="chat__head">
        <Title id={titleId} className="page__title">
          {t('title')}
        </Title>
        <TutorLabel tutor={view.tutor} />
        {closeButton}
      </div>
      <ChatTools
        muted={muted}
        onMute={() => setMuted((m) => !m)}
        canClear={view.messages.length > 0 && pending === null}
        confirmClear={confirmClear}
        onConfirmClear={setConfirmClear}
        onClear={() => void clear()}
        langId={langId}
        target={target}
        onTarget={setTemplateLang}
      />
      {view.onboarding && !onboarded && (
        <section className="card chat__onboarding" aria-labelledby="chat-onboarding">
          <h2 id="chat-onboarding">{t('onboardingTitle')}</h2>
          <p>{t('onboardingBody')}</p>
          <button type="button" className="button button--primary" onClick={dismissOnboarding}>
            {t('onboardingStart')}
          </button>
        </section>
      )}
      {view.question && (
        <p className="chat__context">
          {view.question.skill_check
            ? t('skillCheck')
            : t('askingAbout', {
                // A question without words on screen (a recording to type) goes by its chapter.
                question:
                  shown.question ??
                  view.question.question ??
                  ([view.question.subject_name, view.question.chapter_name]
                    .filter(Boolean)
                    .join(' · ') ||
                    // get-chat leaves question_id out when the question was not stored.
                    (view.question.question_id ?? '')),
              })}
        </p>
      )}
      <ChatMessages
        messages={view.messages}
        pending={pending}
        translations={translations}
        target={target}
        translating={translating}
        onTranslate={(m) => void translate(m)}
      />
      <div ref={listEnd} />
      <ChatComposer
        failed={failed}
        onRetry={(body) => void send(body)}
        left={view.submit_chat_limit}
        limit={view.limit}
        draft={draft}
        onDraft={setDraft}
        onSubmit={submit}
        onStop={pending ? () => abort.current?.abort() : null}
      />
    </div>
  );
}
