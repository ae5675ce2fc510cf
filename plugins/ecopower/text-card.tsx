import { RichText } from '@web-ed/ui';
import type { EcopowerTextCard } from '@web-ed/schemas';
import { usePluginServices } from '../services';
import { CardTitle } from './card-title';

/** Theory and story cards: a title, an optional picture, paragraphs split at blank lines. */
export function TextCard({ card }: { card: EcopowerTextCard }) {
  const { assetUrl } = usePluginServices();
  return (
    <>
      <CardTitle>{card.title}</CardTitle>
      {card.image && (
        <img
          className="eco-card__image"
          src={assetUrl(card.image)}
          alt={card.image_alt ?? ''}
          loading="lazy"
          decoding="async"
        />
      )}
      {card.body.split(/\n\s*\n/).map((paragraph, i) => (
        <p key={i} className="eco-card__text">
          <RichText text={paragraph} />
        </p>
      ))}
    </>
  );
}
