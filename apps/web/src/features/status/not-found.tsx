/** /404/: where unknown paths go. */
import { useTranslation } from 'react-i18next';
import { Message } from './message';

export function NotFound() {
  const { t } = useTranslation();
  return <Message title={t('notFoundTitle')} description={t('notFoundDescription')} art="help" />;
}
