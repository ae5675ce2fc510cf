import type { VocabularyCard } from '@web-ed/schemas';
import { usePluginServices } from '../services';
import { SpeakerIcon } from './icons';
import type { VocabularyStrings } from './strings';
import { TappableText } from './tappable-text';
import { useWordAudio } from './use-word-audio';

interface WordCardProps {
  card: VocabularyCard;
  position: string;
  strings: VocabularyStrings;
}

/**
 * One word to learn: the word, what it is, what it means, how it is used (when the card has an
 * example: imported cards have none), and how it sounds.
 */
export function WordCard({ card, position, strings }: WordCardProps) {
  const { assetUrl } = usePluginServices();
  const audio = useWordAudio();
  const url = card.audio ? assetUrl(card.audio) : null;
  return (
    <div className="vocab-card" role="group" aria-roledescription="slide" aria-label={position}>
      <div className="vocab-card__top">
        {card.part_of_speech && (
          <span className="vocab-card__pos">{strings.partOfSpeech[card.part_of_speech]}</span>
        )}
        {url && (
          <button
            type="button"
            className="vocab-card__listen"
            aria-label={strings.listenTo(card.word)}
            onClick={() => audio.play(url)}
          >
            <SpeakerIcon />
            {strings.listen}
          </button>
        )}
      </div>
      <p className="vocab-card__word" lang="en">
        <TappableText text={card.word} />
      </p>
      <div className="vocab-card__section">
        <p className="vocab-card__label">{strings.meaning}</p>
        <p className="vocab-card__meaning" lang="en">
          <TappableText text={card.meaning} />
        </p>
      </div>
      {card.example && (
        <div className="vocab-card__section">
          <p className="vocab-card__label">{strings.example}</p>
          <p className="vocab-card__example" lang="en">
            <TappableText text={card.example} highlight={card.word} />
          </p>
        </div>
      )}
      {audio.failed === url && url !== null && (
        <p className="vocab-card__audio-failed" role="status">
          {strings.audioFailed}
        </p>
      )}
    </div>
  );
}
