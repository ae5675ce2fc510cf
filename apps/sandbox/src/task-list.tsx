import { DEFAULT_QUESTION_LENGTH } from '@web-ed/engine';
import type { PlayableEntry } from './playable-tasks';

interface TaskListProps {
  entries: PlayableEntry[];
  playingKey: string | null;
  onPlay: (entry: PlayableEntry) => void;
}

/** What the document offers to play, one row per task. */
export function TaskList({ entries, playingKey, onPlay }: TaskListProps) {
  return (
    <section className="task-list" aria-labelledby="tasks-heading">
      <h3 id="tasks-heading">Playable tasks</h3>
      {entries.length === 0 ? (
        <p className="muted">Nothing playable yet: valid content lists its tasks here.</p>
      ) : (
        <ul>
          {entries.map((entry) => {
            const count = entry.task.questions.length;
            const plays = Math.min(entry.task.question_length ?? DEFAULT_QUESTION_LENGTH, count);
            return (
              <li key={entry.key} className="task-list__item">
                <div className="task-list__text">
                  <span className="task-list__title">{entry.label}</span>
                  <span className="task-list__meta">
                    {count} {count === 1 ? 'question' : 'questions'}
                    {plays < count ? `, ${plays} per play` : ''}
                  </span>
                </div>
                <button
                  type="button"
                  className="button button--primary"
                  aria-label={`Play ${entry.label}`}
                  aria-pressed={entry.key === playingKey}
                  onClick={() => onPlay(entry)}
                >
                  Play
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
