/** The study buddy's chat as the panel shows it, what it is opened with, and its small rules. */
import type { ChatMessage, SubmitChatBody, TutorKind } from '@web-ed/api-client';
import type { GetChatResponse } from '@web-ed/schemas/api';
import { SUPPORTED_LANGS, type Lang } from '@web-ed/i18n';

/** The chat as get-chat answers it; sending and clearing update it in place. */
export type ChatView = GetChatResponse['data'];

export interface Pending {
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

export const isLang = (v: string): v is Lang => (SUPPORTED_LANGS as readonly string[]).includes(v);
/** Stored messages have the server's uuid; local ones (sending, stopped) cannot be translated. */
export const isStored = (m: ChatMessage) => /^[0-9a-f]{8}-/i.test(m.id);
