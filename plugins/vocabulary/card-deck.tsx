import type { Ref } from 'react';
import type { VocabularyCard } from '@web-ed/schemas';
import type { VocabularyStrings } from './strings';
import { useSwipe } from './use-swipe';
import { WordCard } from './word-card';

interface CardDeckProps {
  cards: readonly VocabularyCard[];
  index: number;
  strings: VocabularyStrings;
  deckRef: Ref<HTMLElement>;
  onIndex: (index: number) => void;
  onDone: () => void;
}

/**
 * The cards one at a time: swipe, or the arrow buttons, to move; "I know these words" goes to the
 * questions at any time, and on the last card the main button starts them.
 */
export function CardDeck({ cards, index, strings, deckRef, onIndex, onDone }: CardDeckProps) {
  const card = cards[index];
  const last = index === cards.length - 1;
  const previous = () => index > 0 && onIndex(index - 1);
  const next = () => !last && onIndex(index + 1);
  const swipe = useSwipe(next, previous);
  if (!card) return null;
  return (
    <section
      ref={deckRef}
      className="vocab-deck"
      aria-roledescription="carousel"
      aria-label={strings.cards}
      tabIndex={-1}
    >
      {/* Polite live region: a screen reader reads the new card after each move. */}
      <div className="vocab-deck__slide" aria-live="polite" {...swipe}>
        <WordCard
          key={index}
          card={card}
          position={strings.cardOf(index + 1, cards.length)}
          strings={strings}
        />
      </div>
      <div className="vocab-deck__nav">
        <button
          type="button"
          className="vocab-deck__arrow"
          aria-label={strings.previous}
          disabled={index === 0}
          onClick={previous}
        >
          <span aria-hidden="true">←</span>
        </button>
        <div className="vocab-deck__progress">
          <span className="vocab-deck__count">
            {index + 1} / {cards.length}
          </span>
          <span className="vocab-deck__dots" aria-hidden="true">
            {cards.map((_, i) => (
              <span
                key={i}
                className={i === index ? 'vocab-deck__dot vocab-deck__dot--on' : 'vocab-deck__dot'}
              />
            ))}
          </span>
        </div>
        <button
          type="button"
          className="vocab-deck__arrow"
          aria-label={strings.next}
          disabled={last}
          onClick={next}
        >
          <span aria-hidden="true">→</span>
        </button>
      </div>
      <button
        type="button"
        className={
          last ? 'vocab-button vocab-button--primary' : 'vocab-button vocab-button--secondary'
        }
        onClick={onDone}
      >
        {last ? strings.startQuestions : strings.knowThese}
      </button>
    </section>
  );
}
