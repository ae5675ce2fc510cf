/** Every card of the chapter on one plain page: no swiping, for screen readers and zoom. */
import { useTranslation } from '@web-ed/i18n/react';
import { EcoPage } from './eco-page';
import { Paragraphs } from './paragraphs';
import './ecopower.css';

const KIND_KEY = {
  theory: 'kindTheory',
  story: 'kindStory',
  tips: 'kindTips',
  quiz: 'kindQuiz',
  fun_activity: 'kindFunActivity',
} as const;

export function EcopowerAccessible() {
  const { t } = useTranslation('ecopower');
  return (
    <EcoPage titleKey="accessible">
      {(eco) => (
        <>
          <p className="muted">{t('accessibleHint')}</p>
          {eco.decks.flatMap((deck) =>
            deck.cards.map((c, i) => {
              const key = `${deck.questionId}-${i}`;
              const kind = t(KIND_KEY[c.kind]);
              if (c.kind === 'theory' || c.kind === 'story')
                return (
                  <section key={key} className="card eco-card-page">
                    <p className="eyebrow">{kind}</p>
                    <h2 className="chapter__title">{c.card.title}</h2>
                    <Paragraphs text={c.card.body} />
                  </section>
                );
              if (c.kind === 'tips')
                return (
                  <section key={key} className="card eco-card-page">
                    <p className="eyebrow">{kind}</p>
                    <h2 className="chapter__title">{c.card.title}</h2>
                    <ul className="eco-tips">
                      {c.card.tips.map((tip: string) => (
                        <li key={tip}>{tip}</li>
                      ))}
                    </ul>
                  </section>
                );
              if (c.kind === 'fun_activity')
                return (
                  <section key={key} className="card eco-card-page">
                    <p className="eyebrow">{kind}</p>
                    <h2 className="chapter__title">{c.card.title}</h2>
                    <Paragraphs text={c.card.instructions} />
                  </section>
                );
              return null;
            }),
          )}
        </>
      )}
    </EcoPage>
  );
}
