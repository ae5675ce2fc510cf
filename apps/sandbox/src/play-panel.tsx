import { useState } from 'react';
import type { PluginEvent } from '@web-ed/engine';
import { Player } from '@web-ed/player';
import { registry } from '@web-ed/plugins';
import type { FinishRecord } from '@web-ed/schemas';
import { AccessibilitySwitch } from './accessibility-switch';
import { EventLog, type LoggedEvent } from './event-log';
import { FinishRecordView } from './finish-record-view';
import type { PlayableEntry } from './playable-tasks';

export interface PlayRequest {
  entry: PlayableEntry;
  /** Bumped on every Play, so playing the same task again starts afresh. */
  run: number;
}

const EVENT_LOG_MAX = 200;
/** The sandbox has no signed-in student; its finish records say so. */
const SANDBOX_USER = 'sandbox-author';

interface PlayPanelProps {
  play: PlayRequest | null;
  onReplay: () => void;
  accessibilityMode: boolean;
  onAccessibilityModeChange: (on: boolean) => void;
}

export function PlayPanel({
  play,
  onReplay,
  accessibilityMode,
  onAccessibilityModeChange,
}: PlayPanelProps) {
  return (
    <section className="panel panel--play" aria-labelledby="play-heading">
      <h2 id="play-heading">Play</h2>
      <AccessibilitySwitch on={accessibilityMode} onChange={onAccessibilityModeChange} />
      {play ? (
        <ActivePlay key={play.run} entry={play.entry} onReplay={onReplay} />
      ) : (
        <p className="muted">Choose a task under “Playable tasks” and press Play.</p>
      )}
    </section>
  );
}

function ActivePlay({ entry, onReplay }: { entry: PlayableEntry; onReplay: () => void }) {
  const [startedAt] = useState(() => Date.now());
  const [events, setEvents] = useState<LoggedEvent[]>([]);
  const [record, setRecord] = useState<FinishRecord | null>(null);
  const log = (event: PluginEvent) =>
    setEvents((list) => [...list.slice(1 - EVENT_LOG_MAX), { at: Date.now() - startedAt, event }]);
  return (
    <>
      <p className="play__title">{entry.label}</p>
      <Player
        task={entry.task}
        registry={registry}
        lang={entry.lang}
        userId={SANDBOX_USER}
        subjectId={entry.subjectId}
        subjectVersion={entry.subjectVersion}
        chapterId={entry.chapterId}
        random={Math.random}
        headingLevel={3}
        onEvent={log}
        onFinish={setRecord}
      />
      {record && (
        <button type="button" className="button button--secondary play__again" onClick={onReplay}>
          Play again
        </button>
      )}
      {record && <FinishRecordView record={record} />}
      <EventLog events={events} />
    </>
  );
}
