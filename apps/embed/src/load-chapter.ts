/**
 * What the element plays: its anonymous session, the chapter's playable tasks (validated by the
 * engine; an invalid one is left out), and where to start: the first task not yet completed by
 * this anonymous account, else the first.
 */
import { unwrap, type GetQuestionsResponse, type GetTasksResponse } from '@web-ed/api-client';
import { serverTask, type PlayableTask } from '@web-ed/engine';
import { registry } from '@web-ed/plugins';
import { startEmbedSession, type EmbedRequest, type EmbedSession } from './embed-session';

export interface EmbedChapter {
  session: EmbedSession;
  tasks: PlayableTask[];
  first: number;
}

export async function loadChapter(request: EmbedRequest): Promise<EmbedChapter> {
  const session = await startEmbedSession(request);
  const { api, course } = session;
  const [questions, progress] = await Promise.all([
    api.get<GetQuestionsResponse>('learning', 'learning/get-questions', {
      query: { subject_id: course.subject_id, chapter_id: course.chapter_id, lang: course.lang },
    }),
    api.get<GetTasksResponse>('learning', 'learning/get-tasks', {
      query: { chapter_id: course.chapter_id },
    }),
  ]);
  // Validated by the server where the course entered: played as sent, without validators.
  const tasks = unwrap(questions).tasks.map((raw) => serverTask(raw, registry));
  const completed = new Set(progress.data.filter((t) => t.is_completed).map((t) => t.id));
  return {
    session,
    tasks,
    first: Math.max(
      0,
      tasks.findIndex((t) => !completed.has(t.id)),
    ),
  };
}
