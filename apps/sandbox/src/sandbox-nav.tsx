import type { MouseEvent } from 'react';
import { routeSearch, type SandboxView } from './sandbox-route';

const LINKS: { view: SandboxView; label: string }[] = [
  { view: 'editor', label: 'Editor' },
  { view: 'fixtures', label: 'All fixtures' },
  { view: 'import', label: 'Import' },
  { view: 'plugins', label: 'Plugins' },
];

interface SandboxNavProps {
  view: SandboxView;
  /** Kept in every link, so a view opened in a new tab shows the same fixture. */
  fixture: string;
  onNavigate: (view: SandboxView) => void;
}

/** Real links (open in a new tab, copy the address), handled in place on a plain click. */
export function SandboxNav({ view, fixture, onNavigate }: SandboxNavProps) {
  const follow = (target: SandboxView) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    onNavigate(target);
  };
  return (
    <nav className="sandbox-nav" aria-label="Sandbox">
      <ul>
        {LINKS.map((link) => (
          <li key={link.view}>
            <a
              href={`${window.location.pathname}${routeSearch({ view: link.view, fixture })}`}
              aria-current={link.view === view ? 'page' : undefined}
              onClick={follow(link.view)}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
