import { registry } from '@web-ed/plugins';

/** The minigames this build knows, from each plugin's manifest. */
export function PluginsView({ hidden }: { hidden: boolean }) {
  const manifests = registry.all().map((p) => ({ ...p.manifest, judged: p.judgesAnswers }));
  return (
    <div className="sandbox-view" hidden={hidden}>
      <section className="panel panel--wide" aria-labelledby="plugins-heading">
        <h2 id="plugins-heading">Plugins</h2>
        <p className="muted">
          Registered in <code>plugins/registry.ts</code>. Content names its plugin by type and
          stamps the schema version it was written for.
        </p>
        {/* Focusable so a keyboard can scroll it sideways if a long name ever overflows. */}
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Registered plugins">
          <table className="plugin-table">
            <thead>
              <tr>
                <th scope="col">Plugin</th>
                <th scope="col" className="plugin-table__num">
                  Type
                </th>
                <th scope="col">Version</th>
                <th scope="col" className="plugin-table__num">
                  Schema
                </th>
              </tr>
            </thead>
            <tbody>
              {manifests.map((m) => (
                <tr key={m.type}>
                  <th scope="row">
                    <code>{m.name}</code>
                    {!m.judged && <span className="plugin-table__note">not judged per answer</span>}
                  </th>
                  <td className="plugin-table__num">{m.type}</td>
                  <td>{m.version}</td>
                  <td className="plugin-table__num">v{m.schemaVersion}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
