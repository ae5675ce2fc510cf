/**
 * The survey gate (section 4): a program containing the course has a mandatory questionnaire that
 * is available. "Start survey" opens it; "later" clears the survey state and goes home.
 */
import { useTranslation } from '@web-ed/i18n/react';
import { Popup } from '../../lib/popup';

export function SurveyGatePopup({
  programName,
  onStart,
  onLater,
}: {
  programName: string;
  onStart: () => void;
  onLater: () => void;
}) {
  const { t } = useTranslation('dialogs');
  return (
    <Popup
      title={t('surveyGateTitle')}
      onClose={onLater}
      actions={
        <>
          <button type="button" className="button button--primary" onClick={onStart}>
            {t('surveyStart')}
          </button>
          <button type="button" className="button button--secondary" onClick={onLater}>
            {t('surveyLater')}
          </button>
        </>
      }
    >
      <p>{t('surveyGateDescription', { program: programName })}</p>
    </Popup>
  );
}
