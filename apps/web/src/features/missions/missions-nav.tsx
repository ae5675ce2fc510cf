/** The missions pages' links to each other: missions, beginner quest, completed. */
import { useTranslation } from '@web-ed/i18n/react';
import { useLocation } from '../../lib/router';
import { VLink } from '../../lib/nav';

export const MISSIONS_PATH = {
  missions: '/missions/',
  beginnerQuest: '/missions/beginner-quest',
  completed: '/missions/completed/',
} as const;

export function MissionsNav() {
  const { t } = useTranslation('missions');
  const { pathname } = useLocation();
  const links = [
    [MISSIONS_PATH.missions, 'title'],
    [MISSIONS_PATH.beginnerQuest, 'beginnerQuest'],
    [MISSIONS_PATH.completed, 'completedTitle'],
  ] as const;
  return (
    <nav className="subnav" aria-label={t('sections')}>
      {links.map(([to, key]) => (
        <VLink
          key={to}
          to={to}
          className="chip"
          aria-current={pathname.replace(/\/$/, '') === to.replace(/\/$/, '') ? 'page' : undefined}
        >
          {t(key)}
        </VLink>
      ))}
    </nav>
  );
}
