/** The three onboarding steps as dots, with the step spelt out for screen readers. */
import { useTranslation } from '@web-ed/i18n/react';

export function Steps({ current }: { current: number }) {
  const { t } = useTranslation('onboarding');
  return (
    <p className="steps">
      <span className="visually-hidden">{t('step', { current, total: 3 })}</span>
      {[1, 2, 3].map((i) => (
        <span
          key={i}
          className={i <= current ? 'steps__dot steps__dot--on' : 'steps__dot'}
          aria-hidden="true"
        />
      ))}
    </p>
  );
}
