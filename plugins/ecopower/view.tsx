/**
 * The ecopower card deck: theory, story, tips and quiz cards, and a fun activity with a file
 * upload, swiped through as a horizontal scroll-snap deck (wheel, buttons and dots too). Quiz
 * cards are answered on the card; Finish sends one `answered` event (quiz choices in order, then
 * the fun activity marker). The view never scores.
 */
import { useMemo, useRef, useState } from 'react';
import type { EcopowerContent } from '@web-ed/schemas';
import { usePluginServices } from '../services';
import type { PluginViewProps } from '../view-props';
import { deckAnswer } from './answer';
import { CardFrame } from './card-frame';
import { CardTitleLevel } from './card-title';
import { deckCards, funActivity, quizCards, type DeckCard } from './cards';
import { DeckNav } from './deck-nav';
import { FunActivityCard } from './fun-activity-card';
import { QuizCard } from './quiz-card';
import { ECOPOWER_STRINGS } from './strings';
import { TextCard } from './text-card';
import { TipsCard } from './tips-card';
import { isBusy } from './upload-rules';
import { useDeck } from './use-deck';
import { useUpload } from './use-upload';
import '../mcq/view.css';
import './view.css';
import { useShownEvent } from '../shared/use-shown-event';

export default function EcopowerView({
  question,
  lang,
  feedback,
  onEvent,
}: PluginViewProps<EcopowerContent>) {
  const { content } = question;
  const strings = ECOPOWER_STRINGS[lang];
  const services = usePluginServices();
  const cards = useMemo(() => deckCards(content), [content]);
  const quizzes = useMemo(() => quizCards(content), [content]);
  const fun = useMemo(() => funActivity(content), [content]);

  const [choices, setChoices] = useState<Record<string, string>>({});
  const upload = useUpload(question.id, fun?.accept ?? []);
  const trackRef = useRef<HTMLDivElement>(null);
  const deck = useDeck(trackRef, cards.length, services.accessibilityMode);
  const finished = feedback !== null;

  useShownEvent(question.id, onEvent);

  const answeredCount = quizzes.filter((q) => choices[q.id] !== undefined).length;
  const left = quizzes.length - answeredCount;
  const seenAll = deck.furthest >= cards.length - 1;
  const uploading = isBusy(upload.state);
  const ready = !finished && left === 0 && seenAll && !uploading;
  let hint = '';
  if (left > 0) hint = strings.answerAll(left);
  else if (!seenAll) hint = strings.seeAll;
  else if (uploading) hint = strings.waitUpload;

  const finish = () =>
    onEvent({
      kind: 'answered',
      questionId: question.id,
      answer: deckAnswer(
        quizzes.map((q) => choices[q.id] ?? ''),
        fun ? upload.state.handedIn : null,
      ),
    });

  const expectedOf = (quizId: string): string | null => {
    if (!feedback) return null;
    const i = quizzes.findIndex((q) => q.id === quizId);
    return feedback.expected[i] ?? null;
  };

  const answeredCards = new Set(
    cards.flatMap((c, i) => (c.kind === 'quiz' && choices[c.card.id] !== undefined ? [i] : [])),
  );

  const body = (c: DeckCard) => {
    switch (c.kind) {
      case 'theory':
      case 'story':
        return <TextCard card={c.card} />;
      case 'tips':
        return <TipsCard card={c.card} />;
      case 'quiz':
        return (
          <QuizCard
            card={c.card}
            strings={strings}
            chosen={choices[c.card.id] ?? null}
            expected={expectedOf(c.card.id)}
            onChoose={(id) => !finished && setChoices((all) => ({ ...all, [c.card.id]: id }))}
          />
        );
      case 'fun_activity':
        return (
          <FunActivityCard card={c.card} strings={strings} upload={upload} closed={finished} />
        );
    }
  };

  const currentKind = cards[deck.index]?.kind;

  return (
    <div className="eco">
      {content.title && <h3 className="eco__title">{content.title}</h3>}
      <CardTitleLevel value={content.title ? 4 : 3}>
        <div className="eco__track" ref={trackRef} onScroll={deck.onScroll}>
          {cards.map((c, i) => (
            <CardFrame
              key={i}
              kind={c.kind}
              label={`${strings.cardOf(i + 1, cards.length)}: ${strings.kinds[c.kind]}`}
              kindLabel={strings.kinds[c.kind]}
              count={`${i + 1}/${cards.length}`}
              roleDescription={strings.card}
            >
              {body(c)}
            </CardFrame>
          ))}
        </div>
      </CardTitleLevel>
      <DeckNav
        kinds={cards.map((c) => c.kind)}
        index={deck.index}
        answered={answeredCards}
        strings={strings}
        onGo={deck.goTo}
      />
      <p className="visually-hidden" role="status">
        {currentKind
          ? `${strings.cardOf(deck.index + 1, cards.length)}: ${strings.kinds[currentKind]}`
          : ''}
      </p>
      {!finished && (
        <div className="eco-finish">
          <p className="eco-finish__progress">
            {strings.quizProgress(answeredCount, quizzes.length)}
          </p>
          <button
            type="button"
            className="eco-button eco-button--primary"
            disabled={!ready}
            onClick={finish}
          >
            {strings.finish}
          </button>
          {hint && <p className="eco-finish__hint">{hint}</p>}
        </div>
      )}
    </div>
  );
}
