/** /ecopower/tips/?id&chapter_id: the chapter's tips. */
import { RichText } from '@web-ed/ui';
import { cardsOf } from './ecopower-data';
import { EcoPage } from './eco-page';
import './ecopower.css';

export function EcopowerTips() {
  return (
    <EcoPage titleKey="tips">
      {(eco) =>
        cardsOf(eco.decks, 'tips').map((card) => (
          <section key={card.title} className="card eco-card-page">
            <h2 className="chapter__title">{card.title}</h2>
            <ul className="eco-tips">
              {card.tips.map((tip: string) => (
                <li key={tip}>
                  <RichText text={tip} />
                </li>
              ))}
            </ul>
          </section>
        ))
      }
    </EcoPage>
  );
}
