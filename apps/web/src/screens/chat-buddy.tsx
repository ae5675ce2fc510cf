/**
 * /chat-buddy/ (?question_id, subject_id, chapter_level; router state may carry the question as the
 * minigame shows it): the study buddy. History, a composer, the answer streamed token by token
 * with a stop button, retry on failure, the messages left today, which tutor answers (model or
 * offline), mute, translating a tutor message into the template language, and clearing the chat.
 * Opening it clears the red dot (submit-chat with empty text). Every text is rendered as text.
 * `ChatPanel` is the same chat, shown by /learn/ in a sheet over the Player (chat-buddy-sheet.tsx).
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import {
  CHAT_PATH,
  isAbortError,
  isApiError,
  streamChat,
  unwrap,
  type ChatLimits,
  type ChatMessage,
  type ChatTranslation,
  type DoneResponse,
  type SubmitChatBody,
  type TutorKind,
} from '@web-ed/api-client';
import { LANGUAGE_NAMES, SUPPORTED_LANGS, type Lang } from '@web-ed/i18n';
import { Skeleton } from '../app/chrome';
import { config } from '../app/config';
import { api, state } from '../app/store';
import { sendButton } from '../app/mission-behavior';
import { errorTextKey } from '../shell/error-text';
import { playChime, readChatState, writeChatState } from './chat-buddy-state';
import './chat-buddy.css';

interface ChatView extends ChatLimits {
  session_id: string | null;
  messages: ChatMessage[];
  tutor: TutorKind;
  onboarding: boolean;
  question: {
    question_id: string;
    question: string | null;
    subject_name?: string | null;
    chapter_name?: string | null;
    skill_check: boolean;
  } | null;
}

interface Pending {
  body: SubmitChatBody;
  text: string;
  tutor: TutorKind;
  note: boolean;
}

/** What the chat is opened with: a question from a minigame, or nothing. */
export interface ChatAsk {
  questionId: string | null;
  subjectId?: number | undefined;
  chapterLevel?: number | undefined;
  /** The question as the minigame shows it (section 3, "Chat submission"). */
  shown: Partial<SubmitChatBody>;
}

export interface ChatPanelProps {
  ask: ChatAsk;
  /** 1 on its own page, 2 in the sheet over the Player. */
  headingLevel: 1 | 2;
  /** In the sheet: back to the question. */
  onClose?: () => void;
}

const isLang = (v: string): v is Lang => (SUPPORTED_LANGS as readonly string[]).includes(v);
/** Stored messages have the server's uuid; local ones (sending, stopped) cannot be translated. */
const isStored = (m: ChatMessage) => /^[0-9a-f]{8}-/i.test(m.id);

function TutorLabel({ tutor }: { tutor: TutorKind | null }) {
  const { t } = useTranslation('chat');
  if (!tutor) return null;
  return (
    <span className={`chat__tutor chat__tutor--${tutor}`}>
      {tutor === 'offline' ? t('offlineTutor') : t('modelTutor')}
    </span>
  );
}

export function ChatBuddy() {
  const [params] = useSearchParams();
  const location = useLocation();
  const ask: ChatAsk = {
    questionId: params.get('question_id'),
    subjectId: Number(params.get('subject_id')) || undefined,
    chapterLevel: params.has('chapter_level') ? Number(params.get('chapter_level')) : undefined,
    shown: (location.state ?? {}) as Partial<SubmitChatBody>,
  };
  return (
    <div className="page">
      <ChatPanel ask={ask} headingLevel={1} />
    </div>
  );
}

export function ChatPanel({ ask, headingLevel, onClose }: ChatPanelProps) {
  const { t, i18n } = useTranslation(['chat', 'errors']);
  const snap = useSnapshot(state);
  const userId = snap.session?.id ?? '';
  const [local] = useState(() => readChatState(localStorage, userId));
  const [view, setView] = useState<ChatView | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [draft, setDraft] = useState(local.message_text);
  const [pending, setPending] = useState<Pending | null>(null);
  const [failed, setFailed] = useState<{ body: SubmitChatBody; error: string } | null>(null);
  const [confirmClear, setConfirmClear] = useState(false);
  const [muted, setMuted] = useState(local.muted);
  const [onboarded, setOnboarded] = useState(local.onboarded);
  const [templateLang, setTemplateLang] = useState<Lang | null>(local.template_lang);
  const [translations, setTranslations] = useState(local.translations);
  const [translating, setTranslating] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const listEnd = useRef<HTMLDivElement | null>(null);
  const titleId = useId();
  const langId = useId();
  const target: Lang = templateLang ?? (isLang(i18n.language) ? i18n.language : 'en');
  const { questionId, subjectId, chapterLevel, shown } = ask;

  useEffect(() => {
    let live = true;
    api
      .get<DoneResponse<ChatView>>('learning', CHAT_PATH.getChat, {
        query: {
          question_id: questionId,
          subject_id: subjectId,
          chapter_level: chapterLevel,
          first_open: !local.onboarded || undefined,
        },
      })
      .then((res) => {
        if (!live) return;
        const loaded = unwrap(res);
        setView(loaded);
        // A student who already chatted never sees the intro.
        if (!loaded.onboarding) setOnboarded(true);
      })
      .catch((e: unknown) => live && setLoadError(errorTextKey(e) ?? 'errors:noInternet'));
    // Opening the buddy clears its red dot (section 4: the chat endpoint with empty text).
    api.post('learning', CHAT_PATH.submitChat, { text: '' }).catch(() => undefined);
    return () => {
      live = false;
      abort.current?.abort();
    };
  }, [questionId, subjectId, chapterLevel, local.onboarded]);

  // Section 3's local state, under one key.
  useEffect(() => {
    if (!userId) return;
    writeChatState(localStorage, {
      user_id: userId,
      session_id: view?.session_id ?? local.session_id,
      messages: view?.messages ?? local.messages,
      error: failed?.error ?? null,
      message_text: draft,
      muted,
      limit: view?.limit ?? local.limit,
      submit_chat_limit: view?.submit_chat_limit ?? local.submit_chat_limit,
      onboarded,
      template_lang: templateLang,
      translations,
    });
  }, [userId, local, view, failed, draft, muted, onboarded, templateLang, translations]);

  useEffect(() => {
    listEnd.current?.scrollIntoView?.({ block: 'end' });
  }, [view?.messages.length, pending?.text]);

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

  const send = async (body: SubmitChatBody) => {
    setFailed(null);
    const controller = new AbortController();
    abort.current = controller;
    const student: ChatMessage = {
      id: `local-${body.client_id ?? ''}`,
      role: 'student',
      text: body.text,
      tutor: null,
      status: 'complete',
      question_id: body.question_id ?? null,
      created_at: new Date().toISOString(),
    };
    setView(
      (v) => v && { ...v, messages: [...v.messages.filter((m) => m.id !== student.id), student] },
    );
    setPending({ body, text: '', tutor: view.tutor, note: false });
    try {
      const done = await streamChat(
        body,
        {
          onMeta: (meta) => setPending((p) => p && { ...p, tutor: meta.tutor }),
          onDelta: (content) => setPending((p) => p && { ...p, text: p.text + content }),
          onFallback: () =>
            setPending((p) => p && { ...p, text: '', tutor: 'offline', note: true }),
        },
        { baseUrl: config.apiBase, token: snap.session?.token, signal: controller.signal },
      );
      setView(
        (v) =>
          v && {
            ...v,
            messages: [...v.messages, done.message],
            limit: done.limit,
            submit_chat_limit: done.submit_chat_limit,
          },
      );
      if (!muted) playChime();
    } catch (e) {
      if (isAbortError(e) || controller.signal.aborted) {
        // The server keeps what was shown as "stopped"; show it the same way.
        setPending((p) => {
          if (p && p.text) {
            const stopped: ChatMessage = {
              ...student,
              id: `stopped-${student.id}`,
              role: 'tutor',
              text: p.text,
              tutor: p.tutor,
              status: 'stopped',
            };
            setView((v) => v && { ...v, messages: [...v.messages, stopped] });
          }
          return null;
        });
        return;
      }
      const key =
        isApiError(e) && e.error === 'chat_text_refused'
          ? e.messageCode === 2
            ? 'chat:refusedAbusive'
            : 'chat:refusedPersonal'
          : isApiError(e) && e.error === 'chat_limit_reached'
            ? 'chat:limitReached'
            : (errorTextKey(e) ?? 'errors:noInternet');
      setFailed({ body, error: key });
    } finally {
      setPending(null);
      abort.current = null;
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const text = draft.trim();
    if (!text || pending) return;
    setDraft('');
    sendButton('chat_buddy_submit');
    void send({
      ...shown,
      text,
      client_id: crypto.randomUUID(),
      ...(questionId ? { question_id: questionId } : {}),
      ...(subjectId ? { subject_id: subjectId } : {}),
      ...(chapterLevel !== undefined ? { chapter_level: chapterLevel } : {}),
    });
  };

  const clear = async () => {
    setConfirmClear(false);
    try {
      unwrap(await api.get<DoneResponse<ChatLimits>>('learning', CHAT_PATH.clearChat));
      setView((v) => v && { ...v, messages: [], session_id: null });
      setTranslations({});
    } catch (e) {
      setFailed({ body: { text: '' }, error: errorTextKey(e) ?? 'errors:noInternet' });
    }
  };

  const translate = async (m: ChatMessage) => {
    setTranslating(m.id);
    try {
      const r = unwrap(
        await api.post<DoneResponse<ChatTranslation>>(
          'learning',
          CHAT_PATH.translateChat,
          { message_id: m.id, target_language: target },
          { retries: 0 },
        ),
      );
      setTranslations((all) => ({
        ...all,
        [m.id]: { ...all[m.id], [target]: r.translated ? r.text : '' },
      }));
    } catch (e) {
      setFailed({ body: { text: '' }, error: errorTextKey(e) ?? 'errors:noInternet' });
    } finally {
      setTranslating(null);
    }
  };

  const dismissOnboarding = () => {
    setOnboarded(true);
    setView((v) => v && { ...v, onboarding: false });
  };

  const left = view.submit_chat_limit;
  return (
    <div className="chat" aria-labelledby={titleId} role="region">
      <div className="chat__head">
        <Title id={titleId} className="page__title">
          {t('title')}
        </Title>
        <TutorLabel tutor={view.tutor} />
        {closeButton}
      </div>
      <div className="chat__tools">
        <button
          type="button"
          className="button button--secondary chat__mute"
          aria-pressed={muted}
          onClick={() => setMuted((m) => !m)}
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
          onClick={() => setConfirmClear(true)}
          disabled={view.messages.length === 0 || pending !== null}
        >
          {t('clear')}
        </button>
        <label className="chat__lang" htmlFor={langId}>
          {t('translateInto')}
          <select
            id={langId}
            value={target}
            onChange={(e) => isLang(e.target.value) && setTemplateLang(e.target.value)}
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
            <button type="button" className="button button--primary" onClick={() => void clear()}>
              {t('clearYes')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setConfirmClear(false)}
            >
              {t('clearNo')}
            </button>
          </div>
        </div>
      )}
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
                    view.question.question_id),
              })}
        </p>
      )}
      <ol className="chat__list" aria-live="polite" aria-busy={pending !== null}>
        {view.messages.length === 0 && !pending && <li className="chat__empty">{t('empty')}</li>}
        {view.messages.map((m) => {
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
                    onClick={() => void translate(m)}
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
      <div ref={listEnd} />
      {failed && (
        <div className="chat__error" role="alert">
          <span>{t(failed.error)}</span>
          {failed.body.text !== '' &&
            failed.error !== 'chat:limitReached' &&
            !failed.error.startsWith('chat:refused') && (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => void send(failed.body)}
              >
                {t('retry')}
              </button>
            )}
        </div>
      )}
      <p className={`chat__limit${left === 0 ? ' chat__limit--out' : ''}`}>
        {left === 0 ? t('limitReached') : t('limitLeft', { count: left, limit: view.limit })}
      </p>
      <form className="chat__composer" onSubmit={submit}>
        <textarea
          aria-label={t('placeholder')}
          className="chat__input"
          rows={2}
          maxLength={1000}
          value={draft}
          placeholder={t('placeholder')}
          onChange={(e) => setDraft(e.target.value)}
          disabled={left === 0}
        />
        {pending ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => abort.current?.abort()}
          >
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
    </div>
  );
}
