/** Where to go from any content page: the other pages of the chapter and its task list. */
import { useTranslation } from '@web-ed/i18n/react';
import { ECOPOWER_PATH as P, ecoQuery, type EcoChapter } from './ecopower-data';
import { href, VLink } from '../../lib/nav';

export function EcoNext({ eco, taskList = true }: { eco: EcoChapter; taskList?: boolean }) {
  const { t } = useTranslation('ecopower');
  const q = ecoQuery(eco);
  const links: [string, string][] = [
    [P.whyItMatters, t('whyItMatters')],
    [P.ourStory, t('ourStory')],
    [P.tips, t('tips')],
    [P.funActivities, t('funActivities')],
    [P.bridge, t('bridge')],
  ];
  return (
    <nav className="eco-next" aria-label={t('chapterPages')}>
      <ul>
        {links.map(([path, label]) => (
          <li key={path}>
            <VLink className="eco-next__link" to={href(path, q)}>
              {label}
            </VLink>
          </li>
        ))}
      </ul>
      {taskList && (
        <VLink
          className="button button--primary"
          to={P.taskList(eco.course.subject_id, eco.chapter.id)}
        >
          {t('toTaskList')}
        </VLink>
      )}
    </nav>
  );
}
