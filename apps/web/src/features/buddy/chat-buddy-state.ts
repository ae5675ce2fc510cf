/**
 * The chat buddy's local state (section 3): session id, the messages last shown, the last error,
 * the draft, muted, the limits, the onboarding flag, the template language and the translations
 * of messages, kept in localStorage under one key for the signed-in student (another student
 * signing in on the device starts empty).
 */
import type { ChatMessage } from '@web-ed/api-client';
import type { Lang } from '@web-ed/schemas';

export const CHAT_STATE_KEY = 'web_ed_chat_buddy';
/** The onboarding flag's former key of its own, read once so nobody sees the intro twice. */
const OLD_ONBOARDED_KEY = 'chat_buddy_onboarded';
/** The newest messages kept on the device (the server keeps them all). */
const MESSAGES_KEPT = 50;

export interface ChatLocalState {
  user_id: string;
  session_id: string | null;
  messages: ChatMessage[];
  /** The i18n key of the last error shown, null when none. */
  error: string | null;
  /** What the student was typing. */
  message_text: string;
  /** No sound when an answer arrives. */
  muted: boolean;
  limit: number | null;
  submit_chat_limit: number | null;
  /** The intro was seen. */
  onboarded: boolean;
  /** The language tutor messages are translated into (null: the app's language). */
  template_lang: Lang | null;
  /** Translations shown, by message id and language. */
  translations: Record<string, Partial<Record<Lang, string>>>;
}

export function emptyChatState(userId: string): ChatLocalState {
  return {
    user_id: userId,
    session_id: null,
    messages: [],
    error: null,
    message_text: '',
    muted: false,
    limit: null,
    submit_chat_limit: null,
    onboarded: false,
    template_lang: null,
    translations: {},
  };
}

export function readChatState(storage: Storage, userId: string): ChatLocalState {
  const empty = emptyChatState(userId);
  let stored: Partial<ChatLocalState> | null;
  try {
    stored = JSON.parse(storage.getItem(CHAT_STATE_KEY) ?? 'null') as Partial<ChatLocalState>;
  } catch {
    stored = null;
  }
  if (!stored || typeof stored !== 'object' || stored.user_id !== userId) {
    return { ...empty, onboarded: storage.getItem(OLD_ONBOARDED_KEY) !== null };
  }
  return {
    ...empty,
    ...stored,
    messages: Array.isArray(stored.messages) ? stored.messages : [],
    translations:
      stored.translations && typeof stored.translations === 'object' ? stored.translations : {},
    muted: stored.muted === true,
    onboarded: stored.onboarded === true,
  };
}

export function writeChatState(storage: Storage, next: ChatLocalState): void {
  const kept = next.messages.slice(-MESSAGES_KEPT);
  const ids = new Set(kept.map((m) => m.id));
  const translations = Object.fromEntries(
    Object.entries(next.translations).filter(([id]) => ids.has(id)),
  );
  try {
    storage.setItem(CHAT_STATE_KEY, JSON.stringify({ ...next, messages: kept, translations }));
  } catch {
    // A full storage only loses the cache: the server has everything.
  }
}

/** A short, soft two-note chime for an incoming answer (no audio file to download). */
export function playChime(): void {
  const Ctx = (globalThis as { AudioContext?: typeof AudioContext }).AudioContext;
  if (!Ctx) return;
  try {
    const ctx = new Ctx();
    const gain = ctx.createGain();
    gain.gain.value = 0.05;
    gain.connect(ctx.destination);
    [660, 880].forEach((hz, i) => {
      const osc = ctx.createOscillator();
      osc.frequency.value = hz;
      osc.connect(gain);
      osc.start(ctx.currentTime + i * 0.12);
      osc.stop(ctx.currentTime + i * 0.12 + 0.1);
    });
    setTimeout(() => void ctx.close().catch(() => undefined), 500);
  } catch {
    // No sound is no loss.
  }
}
