/** /coming-soon/: the translated "coming soon" screen, for routes not built yet. */
import { useTranslation } from 'react-i18next';
import { Message } from './message';

export function ComingSoon() {
  const { t } = useTranslation();
  return (
    <Message title={t('comingSoonTitle')} description={t('comingSoonDescription')} art="settings" />
  );
}
