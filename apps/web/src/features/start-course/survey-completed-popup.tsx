/** The survey completed popup (section 4): closing it clears the survey state. */
import { useTranslation } from '@web-ed/i18n/react';
import { Popup } from '../../lib/popup';

export function SurveyCompletedPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('dialogs');
  return (
    <Popup
      type="success"
      title={t('surveyCompletedTitle')}
      onClose={onClose}
      actions={
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('common:continue')}
        </button>
      }
    >
      <p>{t('surveyCompletedDescription')}</p>
    </Popup>
  );
}
