/** The translated "coming soon" screen (routes not built yet) and /404/. */
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { HeroArt, type GlyphName, type IconName } from '../app/icons';
import { VLink } from '../app/nav';
import { PATH } from '../app/routes';
import { state } from '../app/store';

function Message({
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

export function ComingSoon() {
  const { t } = useTranslation();
  return (
    <Message title={t('comingSoonTitle')} description={t('comingSoonDescription')} art="settings" />
  );
}

export function NotFound() {
  const { t } = useTranslation();
  return <Message title={t('notFoundTitle')} description={t('notFoundDescription')} art="help" />;
}
