/**
 * The Vocabulary view: word cards first (swipe or arrows, "I know these words" to move on), then
 * the recall items, answered together like Reading's. Any word on a card or in a question can be
 * tapped for a translation into the student's language; without the service the activity simply
 * goes on, with a clear message in the bubble.
 */
import { useEffect, useRef, useState } from 'react';
import type { VocabularyContent } from '@web-ed/schemas';
import { ChoiceItemList } from '../reading/choice-item-list';
import { ITEM_STRINGS } from '../reading/item-strings';
import { useChoices } from '../reading/use-choices';
import type { PluginViewProps } from '../view-props';
import { CardDeck } from './card-deck';
import { TranslateIcon } from './icons';
import { VOCABULARY_STRINGS } from './strings';
import { TappableText } from './tappable-text';
import { TranslationPopover } from './translation-popover';
import { translationTarget, useTranslation, type Translation } from './use-translation';
import { WordLookupContext } from './word-lookup';
import '../reading/choice-items.css';
import './view.css';
import { useShownEvent } from '../shared/use-shown-event';

type Phase = 'cards' | 'items';

const tappablePrompt = (text: string) => <TappableText text={text} />;

export default function VocabularyView({
  question,
  lang,
  feedback,
  onEvent,
}: PluginViewProps<VocabularyContent>) {
  const { content } = question;
  const strings = VOCABULARY_STRINGS[lang];
  const target = translationTarget(lang);
  const [phase, setPhase] = useState<Phase>('cards');
  const [cardIndex, setCardIndex] = useState(0);
  const choices = useChoices(content.items);
  const { translation, lookUp, close } = useTranslation(target);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // State, not a ref: the popover is placed inside it, so rendering may read it.
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const deckRef = useRef<HTMLElement>(null);
  const itemsRef = useRef<HTMLElement>(null);
  const moved = useRef(false);

  useShownEvent(question.id, onEvent);

  // After a phase change, keyboard and screen reader users land at the start of the new part.
  useEffect(() => {
    if (!moved.current) return;
    const el = phase === 'cards' ? deckRef.current : itemsRef.current;
    el?.focus({ preventScroll: true });
    root?.scrollIntoView({ block: 'start' });
  }, [phase, root]);

  const go = (next: Phase) => {
    close();
    moved.current = true;
    setPhase(next);
  };
  const showCard = (index: number) => {
    close();
    setCardIndex(index);
  };
  const openWord = (word: string, el: HTMLElement) => {
    setAnchor(el);
    lookUp(word);
  };

  const answered = feedback !== null;
  const check = () =>
    onEvent({ kind: 'answered', questionId: question.id, answer: choices.entries() });

  return (
    <div ref={setRoot} className="vocab">
      <WordLookupContext.Provider value={openWord}>
        <div className="vocab__intro">
          {content.title && <h3 className="vocab__title">{content.title}</h3>}
          <p className="vocab__instruction">{content.instruction ?? strings.instruction}</p>
          <p className="vocab__hint">
            <TranslateIcon />
            <span>
              {strings.tapHint(strings.targetName)}
              <span className="choice-sr-only"> {strings.arrowsHint}</span>
            </span>
          </p>
        </div>
        {phase === 'cards' ? (
          <CardDeck
            cards={content.cards}
            index={cardIndex}
            strings={strings}
            deckRef={deckRef}
            onIndex={showCard}
            onDone={() => go('items')}
          />
        ) : (
          <section
            ref={itemsRef}
            className="vocab__items"
            aria-label={strings.questions}
            tabIndex={-1}
          >
            <button
              type="button"
              className="vocab-button vocab-button--quiet"
              onClick={() => go('cards')}
            >
              <span aria-hidden="true">← </span>
              {strings.reviewCards}
            </button>
            <ChoiceItemList
              items={content.items}
              chosen={choices.chosen}
              remaining={choices.remaining}
              feedback={feedback}
              strings={ITEM_STRINGS[lang]}
              renderPrompt={tappablePrompt}
              onToggle={(i, id) => !answered && choices.toggle(i, id)}
              onCheck={check}
            />
          </section>
        )}
        {translation && anchor && root && (
          <TranslationPopover
            translation={translation}
            anchor={anchor}
            container={root}
            target={target}
            strings={strings}
            onClose={close}
          />
        )}
        <p className="choice-sr-only" role="status">
          {announcement(translation, strings)}
        </p>
      </WordLookupContext.Provider>
    </div>
  );
}

function announcement(
  translation: Translation | null,
  strings: (typeof VOCABULARY_STRINGS)['en'],
): string {
  if (!translation || translation.status === 'loading') return '';
  if (translation.status === 'done') return `${translation.word}: ${translation.text}`;
  return `${translation.word}: ${translation.offline ? strings.offline : strings.unavailable}`;
}
