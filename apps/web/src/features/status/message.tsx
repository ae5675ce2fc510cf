/** The page the coming-soon and not-found screens share: art, title, text, the way home. */
import { useTranslation } from '@web-ed/i18n/react';
import { useSnapshot } from 'valtio';
import { HeroArt, type GlyphName, type IconName } from '../../lib/icons';
import { VLink } from '../../lib/nav';
import { PATH } from '../../lib/paths';
import { state } from '../../lib/store';

export function Message({
  title,
  description,
  art,
}: {
  title: string;
  description: string;
  art: IconName | GlyphName;
}) {
  const { t } = useTranslation();
  const snap = useSnapshot(state);
  return (
    <div className="page page--center">
      <HeroArt name={art} />
      <h1 className="page__title">{title}</h1>
      <p className="muted">{description}</p>
      <VLink to={snap.session ? PATH.home : PATH.landing} className="button button--primary">
        {t('backToHome')}
      </VLink>
    </div>
  );
}
