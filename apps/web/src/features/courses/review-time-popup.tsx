/** The review-time popup (section 2): a chapter's review is due; review now or later. */
import { useTranslation } from '@web-ed/i18n/react';
import { Popup } from '../../lib/popup';

export function ReviewTimePopup({
  chapterTitle,
  onReview,
  onLater,
}: {
  chapterTitle: string | null;
  onReview: () => void;
  onLater: () => void;
}) {
  const { t } = useTranslation('dialogs');
  return (
    <Popup
      title={t('reviewTimeTitle')}
      onClose={onLater}
      actions={
        <>
          <button type="button" className="button button--primary" onClick={onReview}>
            {t('reviewNow')}
          </button>
          <button type="button" className="button button--secondary" onClick={onLater}>
            {t('reviewLater')}
          </button>
        </>
      }
    >
      <p>
        {chapterTitle
          ? t('reviewTimeDescription', { chapter: chapterTitle })
          : t('reviewTimeDescriptionNoTitle')}
      </p>
    </Popup>
  );
}
