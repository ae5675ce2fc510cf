/**
 * /chat-buddy/ (?question_id, subject_id, chapter_level; router state may carry the question as the
 * minigame shows it): the study buddy's chat on a page of its own (chat-panel.tsx).
 */
import { useLocation, useSearchParams } from '../../lib/router';
import type { SubmitChatBody } from '@web-ed/api-client';
import { ChatPanel } from './chat-panel';
import type { ChatAsk } from './chat-view';

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
