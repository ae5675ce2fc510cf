/**
 * The author's player sandbox: pick or paste content, see every error with its path and line,
 * play any task, and read the events and finish record it produces.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { registry } from '@web-ed/plugins';
import { defaultServices, PluginServicesContext } from '@web-ed/plugins/services';
import { ErrorList } from './error-list';
import { fixtureAssetUrl } from './fixture-assets';
import { FixturePicker } from './fixture-picker';
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
const FIXTURE_PARAM = 'fixture';

export function App() {
  const [text, setText] = useState('');
  // The URL names the fixture, so an author can share or reload exactly this view.
  const [fixture, setFixture] = useState(
    () => new URLSearchParams(window.location.search).get(FIXTURE_PARAM) ?? '',
  );
  const [loadError, setLoadError] = useState<string | null>(null);
  const [play, setPlay] = useState<PlayRequest | null>(null);
  const editorRef = useRef<HTMLTextAreaElement>(null);

  const settled = useDebouncedValue(text, VALIDATE_DELAY_MS);
  const validation = useMemo(
    () => (settled.trim() ? validateText(settled, registry) : null),
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
    setFixture(id);
    setLoadError(null);
    const url = new URL(window.location.href);
    if (id) url.searchParams.set(FIXTURE_PARAM, id);
    else url.searchParams.delete(FIXTURE_PARAM);
    window.history.replaceState(null, '', url);
  };

  const services = useMemo(
    () => ({ ...defaultServices, assetUrl: (path: string) => fixtureAssetUrl(fixture, path) }),
    [fixture],
  );

  const select = (span: TextSpan) => {
    if (editorRef.current) selectSpan(editorRef.current, span);
  };
  const startPlay = (entry: PlayableEntry) => setPlay((p) => ({ entry, run: (p?.run ?? 0) + 1 }));

  return (
    <>
      <header className="sandbox-header">
        <h1>
          web-ed <span className="sandbox-header__sub">Player sandbox</span>
        </h1>
      </header>
      <main className="sandbox-main">
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
          <PlayPanel play={play} onReplay={() => play && startPlay(play.entry)} />
        </PluginServicesContext.Provider>
      </main>
    </>
  );
}
