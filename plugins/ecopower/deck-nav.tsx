import type { CardKind } from './cards';
import type { EcopowerStrings } from './strings';

interface DeckNavProps {
  kinds: CardKind[];
  index: number;
  /** Quiz cards that have a choice, by card index. */
  answered: ReadonlySet<number>;
  strings: EcopowerStrings;
  onGo: (index: number) => void;
}

function Chevron({ flip }: { flip?: boolean }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={flip ? 'M14.5 6 8.5 12l6 6' : 'M9.5 6l6 6-6 6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Previous and next buttons and one dot per card: what keyboard and screen reader users (and
 * anyone who does not think of swiping) move through the deck with.
 */
export function DeckNav({ kinds, index, answered, strings, onGo }: DeckNavProps) {
  const last = kinds.length - 1;
  return (
    <nav className="eco-nav" aria-label={strings.deck}>
      <button
        type="button"
        className="eco-nav__arrow"
        aria-label={strings.previous}
        disabled={index === 0}
        onClick={() => onGo(index - 1)}
      >
        <Chevron flip />
      </button>
      <ol className="eco-nav__dots">
        {kinds.map((kind, i) => (
          <li key={i}>
            <button
              type="button"
              className={`eco-nav__dot eco-nav__dot--${kind}${answered.has(i) ? ' eco-nav__dot--answered' : ''}`}
              aria-label={strings.goTo(i + 1, strings.kinds[kind])}
              aria-current={i === index ? 'step' : undefined}
              onClick={() => onGo(i)}
            />
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="eco-nav__arrow"
        aria-label={strings.next}
        disabled={index === last}
        onClick={() => onGo(index + 1)}
      >
        <Chevron />
      </button>
    </nav>
  );
}
