/** /ecopower/why-it-matters/?id&chapter_id: the chapter's "why it matters" card. */
import { cardsOf } from './ecopower-data';
import { EcoPage } from './eco-page';
import { Paragraphs } from './paragraphs';
import './ecopower.css';

export function EcopowerWhyItMatters() {
  return (
    <EcoPage titleKey="whyItMatters">
      {(eco) =>
        cardsOf(eco.decks, 'theory').map((card) => (
          <section key={card.title} className="card eco-card-page">
            <h2 className="chapter__title">{card.title}</h2>
            <Paragraphs text={card.body} />
          </section>
        ))
      }
    </EcoPage>
  );
}
