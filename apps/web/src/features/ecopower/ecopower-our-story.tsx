/** /ecopower/our-story/?id&chapter_id: the chapter's "our story" card. */
import { cardsOf } from './ecopower-data';
import { EcoPage } from './eco-page';
import { Paragraphs } from './paragraphs';
import './ecopower.css';

export function EcopowerOurStory() {
  return (
    <EcoPage titleKey="ourStory">
      {(eco) =>
        cardsOf(eco.decks, 'story').map((card) => (
          <section key={card.title} className="card eco-card-page eco-card-page--story">
            <h2 className="chapter__title">{card.title}</h2>
            <Paragraphs text={card.body} />
          </section>
        ))
      }
    </EcoPage>
  );
}
