/** Which tutor answers: the model, or the offline tutor. */
import { useTranslation } from '@web-ed/i18n/react';
import type { TutorKind } from '@web-ed/api-client';

export function TutorLabel({ tutor }: { tutor: TutorKind | null }) {
  const { t } = useTranslation('chat');
  if (!tutor) return null;
  return (
    <span className={`chat__tutor chat__tutor--${tutor}`}>
      {tutor === 'offline' ? t('offlineTutor') : t('modelTutor')}
    </span>
  );
}
