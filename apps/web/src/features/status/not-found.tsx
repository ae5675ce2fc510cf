/** /404/: where unknown paths go. */
import { useTranslation } from '@web-ed/i18n/react';
import { Message } from './message';

export function NotFound() {
  const { t } = useTranslation();
  return <Message title={t('notFoundTitle')} description={t('notFoundDescription')} art="help" />;
}
