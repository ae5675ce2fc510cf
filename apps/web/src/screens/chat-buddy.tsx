/**
 * /chat-buddy/ (?question_id, subject_id, chapter_level; router state may carry the question as the
 * minigame shows it): the study buddy. History, a composer, the answer streamed token by token
 * with a stop button, retry on failure, the messages left today, which tutor answers (model or
 * offline), and clearing the chat. Opening it clears the red dot (submit-chat with empty text).
 * Every text is rendered as text.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
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
  type DoneResponse,
  type SubmitChatBody,
  type TutorKind,
} from '@web-ed/api-client';
import { Skeleton } from '../app/chrome';
import { config } from '../app/config';
import { api, state } from '../app/store';
import { sendButton } from '../app/mission-behavior';
import { errorTextKey } from '../shell/error-text';
import './chat-buddy.css';

interface ChatView extends ChatLimits {
  session_id: string | null;
  messages: ChatMessage[];
  tutor: TutorKind;
  onboarding: boolean;
  question: { question_id: string; question: string | null; skill_check: boolean } | null;
}

const ONBOARDED_KEY = 'chat_buddy_onboarded';

interface Pending {
  body: SubmitChatBody;
  text: string;
  tutor: TutorKind;
  note: boolean;
}

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
  const { t } = useTranslation(['chat', 'errors']);
  const snap = useSnapshot(state);
  const [params] = useSearchParams();
  const location = useLocation();
  const [view, setView] = useState<ChatView | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState<Pending | null>(null);
  const [failed, setFailed] = useState<{ body: SubmitChatBody; error: string } | null>(null);
  const [confirmClear, setConfirmClear] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const listEnd = useRef<HTMLDivElement | null>(null);

  const questionId = params.get('question_id');
  const subjectId = Number(params.get('subject_id')) || undefined;
  const chapterLevel = params.has('chapter_level')
    ? Number(params.get('chapter_level'))
    : undefined;
  const shown = (location.state ?? {}) as Partial<SubmitChatBody>;

  useEffect(() => {
    let live = true;
    const firstOpen = localStorage.getItem(ONBOARDED_KEY) === null;
    api
      .get<DoneResponse<ChatView>>('learning', CHAT_PATH.getChat, {
        query: {
          question_id: questionId,
          subject_id: subjectId,
          chapter_level: chapterLevel,
          first_open: firstOpen || undefined,
        },
      })
      .then((res) => live && setView(unwrap(res)))
      .catch((e: unknown) => live && setLoadError(errorTextKey(e) ?? 'errors:noInternet'));
    // Opening the buddy clears its red dot (section 4: the chat endpoint with empty text).
    api.post('learning', CHAT_PATH.submitChat, { text: '' }).catch(() => undefined);
    return () => {
      live = false;
      abort.current?.abort();
    };
  }, [questionId, subjectId, chapterLevel]);

  useEffect(() => {
    listEnd.current?.scrollIntoView?.({ block: 'end' });
  }, [view?.messages.length, pending?.text]);

  if (loadError) {
    return (
      <div className="page">
        <p role="alert">{t(loadError)}</p>
      </div>
    );
  }
  if (!view) return <Skeleton lines={4} />;

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
    } catch (e) {
      setFailed({ body: { text: '' }, error: errorTextKey(e) ?? 'errors:noInternet' });
    }
  };

  const dismissOnboarding = () => {
    localStorage.setItem(ONBOARDED_KEY, '1');
    setView((v) => v && { ...v, onboarding: false });
  };

  const left = view.submit_chat_limit;
  return (
    <div className="page chat">
      <div className="chat__head">
        <h1 className="page__title">{t('title')}</h1>
        <TutorLabel tutor={view.tutor} />
        <button
          type="button"
          className="button button--secondary chat__clear"
          onClick={() => setConfirmClear(true)}
          disabled={view.messages.length === 0 || pending !== null}
        >
          {t('clear')}
        </button>
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
      {view.onboarding && (
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
            : t('askingAbout', { question: view.question.question ?? view.question.question_id })}
        </p>
      )}
      <ol className="chat__list" aria-live="polite" aria-busy={pending !== null}>
        {view.messages.length === 0 && !pending && <li className="chat__empty">{t('empty')}</li>}
        {view.messages.map((m) => (
          <li key={m.id} className={`chat__msg chat__msg--${m.role}`}>
            <span className="chat__who">{m.role === 'student' ? t('you') : t('buddy')}</span>
            {m.role === 'tutor' && <TutorLabel tutor={m.tutor} />}
            {m.status === 'fallback' && <p className="chat__note">{t('fallbackNote')}</p>}
            <p className="chat__text">{m.text}</p>
            {m.status === 'stopped' && <span className="chat__stopped">{t('stopped')}</span>}
          </li>
        ))}
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
