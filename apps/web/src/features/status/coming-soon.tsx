/** /coming-soon/: the translated "coming soon" screen, for routes not built yet. */
import { useTranslation } from '@web-ed/i18n/react';
import { Message } from './message';

export function ComingSoon() {
  const { t } = useTranslation();
  return (
    <Message title={t('comingSoonTitle')} description={t('comingSoonDescription')} art="settings" />
  );
}
