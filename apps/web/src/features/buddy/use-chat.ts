/**
 * The study buddy's chat state: the chat loaded from the server (the device's copy meanwhile),
 * section 3's local state kept under one key, and what the panel does: send (streamed, stoppable,
 * retried on failure), clear, translate a tutor message, dismiss the intro.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { useSnapshot } from 'valtio';
import {
  CHAT_PATH,
  isAbortError,
  isApiError,
  streamChat,
  unwrap,
  type ChatMessage,
  type SubmitChatBody,
} from '@web-ed/api-client';
import type {
  ClearChatResponse,
  GetChatResponse,
  TranslateChatResponse,
} from '@web-ed/schemas/api';
import type { Lang } from '@web-ed/i18n';
import { config } from '../../lib/config';
import { sendButton } from '../../lib/mission-behavior';
import { errorTextKey } from '../../lib/shell/error-text';
import { api, state } from '../../lib/store';
import { playChime, readChatState, writeChatState } from './chat-buddy-state';
import { isLang, type ChatAsk, type ChatView, type Pending } from './chat-view';

export function useChat(ask: ChatAsk) {
  const { i18n } = useTranslation();
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
      .get<GetChatResponse>('learning', CHAT_PATH.getChat, {
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

  const send = async (body: SubmitChatBody) => {
    if (!view) return;
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
      unwrap(await api.get<ClearChatResponse>('learning', CHAT_PATH.clearChat));
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
        await api.post<TranslateChatResponse>(
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

  return {
    local,
    view,
    loadError,
    draft,
    setDraft,
    pending,
    failed,
    confirmClear,
    setConfirmClear,
    muted,
    setMuted,
    onboarded,
    setTemplateLang,
    translations,
    translating,
    target,
    abort,
    listEnd,
    titleId,
    langId,
    shown,
    send,
    submit,
    clear,
    translate,
    dismissOnboarding,
  };
}
