/**
 * The study buddy over the Player: /learn/ opens it from "Ask the study buddy" with the question on
 * screen. A modal sheet, not a route: the Player keeps its play (the engine session lives in its
 * state), so closing the sheet is back at the same question, the timer aside (docs/decisions.md).
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import type { SubmitChatBody } from '@web-ed/api-client';
import type { AskBuddyContext } from '@web-ed/player';
import { Skeleton } from '../../lib/chrome';
import { fetchChapters, fetchSubjects } from '../courses';
import { ChatPanel } from './chat-panel';
import type { ChatAsk } from './chat-view';

export interface ChatBuddySheetProps {
  context: AskBuddyContext;
  onClose: () => void;
}

interface Names {
  subject_name?: string;
  chapter_name?: string;
  chapter_level?: number;
}

/** The course's and chapter's names and the chapter's level, when the lists answer. */
async function namesOf(subjectId: number, chapterId: number): Promise<Names> {
  const [subjects, chapters] = await Promise.all([
    fetchSubjects().catch(() => []),
    fetchChapters(subjectId).catch(() => []),
  ]);
  const subject = subjects.find((s) => s.subject_id === subjectId);
  const chapter = chapters.find((c) => c.id === chapterId);
  const names: Names = {};
  if (subject) names.subject_name = subject.subject_name;
  if (chapter?.title) names.chapter_name = chapter.title;
  if (chapter?.level !== undefined) names.chapter_level = chapter.level;
  return names;
}

export function ChatBuddySheet({ context, onClose }: ChatBuddySheetProps) {
  const { t } = useTranslation('chat');
  const ref = useRef<HTMLDialogElement>(null);
  const [names, setNames] = useState<Names | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  useEffect(() => {
    let live = true;
    void namesOf(context.subject_id, context.chapter_id).then((n) => live && setNames(n));
    return () => {
      live = false;
    };
  }, [context.subject_id, context.chapter_id]);

  const shown: Partial<SubmitChatBody> = {};
  if (context.question) shown.question = context.question;
  if (context.passage) shown.passage = context.passage;
  if (context.options) shown.options = context.options;
  if (context.image) shown.image = context.image;
  if (names?.subject_name) shown.subject_name = names.subject_name;
  if (names?.chapter_name) shown.chapter_name = names.chapter_name;
  const ask: ChatAsk = {
    questionId: context.question_id,
    subjectId: context.subject_id,
    chapterLevel: names?.chapter_level,
    shown,
  };
  return (
    <dialog
      ref={ref}
      className="chat-sheet"
      aria-label={t('title')}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      {/* Mounted once the names are known, so get-chat is asked once. */}
      {names ? <ChatPanel ask={ask} headingLevel={2} onClose={onClose} /> : <Skeleton lines={4} />}
    </dialog>
  );
}
