/** An item's price: diamonds or points. */
import { useTranslation } from '@web-ed/i18n/react';
import { abbreviateNumber } from '@web-ed/engine';
import type { Avatar } from '@web-ed/schemas/api';
import { Glyph } from '../../lib/icons';

export function PriceTag({ price }: { price: Avatar['price'] }) {
  const { t } = useTranslation('shop');
  if (price.type === 'free') return <span className="price">{t('free')}</span>;
  return (
    <span className="price">
      <Glyph name={price.type === 'diamond' ? 'diamond' : 'star'} size={16} />
      {t(price.type === 'diamond' ? 'priceDiamonds' : 'pricePoints', {
        value: abbreviateNumber(price.cost),
      })}
    </span>
  );
}
