import { RichText } from '@web-ed/ui';
import type { EcopowerTipsCard } from '@web-ed/schemas';

export function TipsCard({ card }: { card: EcopowerTipsCard }) {
  return (
    <>
      <h3 className="eco-card__title">{card.title}</h3>
      <ul className="eco-tips">
        {card.tips.map((tip, i) => (
          <li key={i} className="eco-tips__item">
            <span className="eco-tips__mark" aria-hidden="true">
              {i + 1}
            </span>
            <RichText text={tip} />
          </li>
        ))}
      </ul>
    </>
  );
}
