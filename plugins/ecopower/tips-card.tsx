import { RichText } from '@web-ed/ui';
import type { EcopowerTipsCard } from '@web-ed/schemas';
import { CardTitle } from './card-title';

export function TipsCard({ card }: { card: EcopowerTipsCard }) {
  return (
    <>
      <CardTitle>{card.title}</CardTitle>
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
