/**
 * The author's player sandbox: the editor (validate and play one document), every fixture
 * validated at once, H5P and QTI files imported, and the registered plugins. The student's accessibility mode is a sandbox
 * setting, passed to the plugins through their services.
 */
import { useState } from 'react';
import { EditorView } from './editor-view';
import { FixturesView } from './fixtures-view';
import type { ImportedCourse } from './import-file';
import { ImportView } from './import-view';
import { PluginsView } from './plugins-view';
import { SandboxNav } from './sandbox-nav';
import { useSandboxRoute } from './sandbox-route';

export function App() {
  const [route, navigate] = useSandboxRoute();
  const [accessibilityMode, setAccessibilityMode] = useState(false);
  const [imported, setImported] = useState<ImportedCourse | null>(null);
  // Views stay mounted once visited, so a play or a long check survives a look elsewhere.
  const [visited, setVisited] = useState(() => new Set([route.view]));
  if (!visited.has(route.view)) setVisited(new Set([...visited, route.view]));

  return (
    <>
      <header className="sandbox-header">
        <h1>
          web-ed <span className="sandbox-header__sub">Player sandbox</span>
        </h1>
        <SandboxNav
          view={route.view}
          fixture={route.fixture}
          onNavigate={(view) => navigate({ view })}
        />
      </header>
      <main className="sandbox-main">
        <EditorView
          hidden={route.view !== 'editor'}
          fixture={route.fixture}
          imported={imported}
          onPickFixture={(fixture) => {
            setImported(null);
            navigate({ fixture });
          }}
          accessibilityMode={accessibilityMode}
          onAccessibilityModeChange={setAccessibilityMode}
        />
        {visited.has('fixtures') && (
          <FixturesView
            hidden={route.view !== 'fixtures'}
            onOpen={(fixture) => navigate({ view: 'editor', fixture })}
          />
        )}
        {visited.has('import') && (
          <ImportView
            hidden={route.view !== 'import'}
            onOpen={(course) => {
              setImported(course);
              navigate({ view: 'editor', fixture: '' });
            }}
          />
        )}
        {visited.has('plugins') && <PluginsView hidden={route.view !== 'plugins'} />}
      </main>
    </>
  );
}
