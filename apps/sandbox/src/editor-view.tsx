/**
 * The editor: pick or paste content, see every error with its path and line, play any task, and
 * read the events and finish record it produces.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { validatingRegistry } from '@web-ed/plugins/validating-registry';
import { defaultServices, PluginServicesContext } from '@web-ed/plugins/services';
import { ErrorList } from './error-list';
import { fixtureAssetUrl } from './fixture-assets';
import { FixturePicker } from './fixture-picker';
import type { ImportedCourse } from './import-file';
import { loadFixture } from './fixtures';
import { JsonEditor } from './json-editor';
import type { TextSpan } from './locate';
import { PlayPanel, type PlayRequest } from './play-panel';
import { playableTasks, type PlayableEntry } from './playable-tasks';
import { selectSpan } from './select-span';
import { TaskList } from './task-list';
import { useDebouncedValue } from './use-debounced-value';
import { validateText } from './validate';
import { ValidationSummary } from './validation-summary';

const VALIDATE_DELAY_MS = 250;

interface EditorViewProps {
  hidden: boolean;
  /** The fixture named in the URL ("" for none). */
  fixture: string;
  /** A course converted on the Import view, shown instead of a fixture until one is picked. */
  imported: ImportedCourse | null;
  onPickFixture: (id: string) => void;
  accessibilityMode: boolean;
  onAccessibilityModeChange: (on: boolean) => void;
}

export function EditorView({
  hidden,
  fixture,
  imported,
  onPickFixture,
  accessibilityMode,
  onAccessibilityModeChange,
}: EditorViewProps) {
  const [text, setText] = useState('');
  const [loadError, setLoadError] = useState<string | null>(null);
  const [play, setPlay] = useState<PlayRequest | null>(null);
  // A newly imported course replaces the text (during render, as React advises for state that
  // follows a prop).
  const [shownImport, setShownImport] = useState(imported);
  if (imported !== shownImport) {
    setShownImport(imported);
    if (imported?.text) setText(imported.text);
  }
  const editorRef = useRef<HTMLTextAreaElement>(null);

  const settled = useDebouncedValue(text, VALIDATE_DELAY_MS);
  const validation = useMemo(
    () => (settled.trim() ? validateText(settled, validatingRegistry) : null),
    [settled],
  );
  const entries = useMemo(
    () => (validation?.result?.content ? playableTasks(validation.result.content) : []),
    [validation],
  );

  useEffect(() => {
    if (!fixture) return;
    let current = true;
    loadFixture(fixture).then(
      (raw) => current && setText(raw),
      (e: unknown) => current && setLoadError(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      current = false;
    };
  }, [fixture]);

  const pickFixture = (id: string) => {
    setLoadError(null);
    onPickFixture(id);
  };

  // The host's services, as the student app would give them: media of the fixture's course
  // folder, and the student's accessibility setting.
  const services = useMemo(
    () => ({
      ...defaultServices,
      assetUrl: (path: string) => imported?.assets[path] ?? fixtureAssetUrl(fixture, path),
      accessibilityMode,
    }),
    [fixture, imported, accessibilityMode],
  );

  const select = (span: TextSpan) => {
    if (editorRef.current) selectSpan(editorRef.current, span);
  };
  const startPlay = (entry: PlayableEntry) => setPlay((p) => ({ entry, run: (p?.run ?? 0) + 1 }));

  return (
    <div className="sandbox-view sandbox-view--editor" hidden={hidden}>
      <section className="panel panel--content" aria-labelledby="content-heading">
        <h2 id="content-heading">Content</h2>
        <FixturePicker value={fixture} onPick={pickFixture} />
        {loadError && (
          <p className="load-error" role="alert">
            Could not load the fixture: {loadError}
          </p>
        )}
        <JsonEditor
          value={text}
          onChange={setText}
          editorRef={editorRef}
          describedBy="validation-summary"
        />
        <ValidationSummary
          id="validation-summary"
          validation={validation}
          checking={text !== settled}
        />
        <ErrorList errors={validation?.errors ?? []} onSelect={select} />
        <TaskList entries={entries} playingKey={play?.entry.key ?? null} onPlay={startPlay} />
      </section>
      <PluginServicesContext.Provider value={services}>
        <PlayPanel
          play={play}
          onReplay={() => play && startPlay(play.entry)}
          accessibilityMode={accessibilityMode}
          onAccessibilityModeChange={onAccessibilityModeChange}
        />
      </PluginServicesContext.Provider>
    </div>
  );
}
