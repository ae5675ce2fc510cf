/**
 * The "made for phones" prompt (section 2): a wide window without touch (lib/shell/size-prompt.ts).
 */
import { useTranslation } from '@web-ed/i18n/react';
import { Popup } from '../../lib/popup';

export function SizePrompt({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('dialogs');
  return (
    <Popup
      title={t('sizePromptTitle')}
      onClose={onClose}
      actions={
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('continueHere')}
        </button>
      }
    >
      <p>{t('sizePromptDescription')}</p>
    </Popup>
  );
}
