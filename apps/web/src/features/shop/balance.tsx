/** The student's diamonds and points, above the shop. */
import { useTranslation } from '@web-ed/i18n/react';
import { abbreviateNumber } from '@web-ed/engine';
import { StatTile } from '../../lib/chrome';
import type { GetItemsResponse } from '@web-ed/schemas/api';

export function Balance({
  items,
}: {
  items: Pick<GetItemsResponse['data'], 'points' | 'diamond'>;
}) {
  const { t } = useTranslation('shop');
  return (
    <section className="stats stats--two" aria-label={t('balance')}>
      <StatTile icon="diamond" label={t('diamonds')} value={abbreviateNumber(items.diamond)} />
      <StatTile icon="star" label={t('points')} value={abbreviateNumber(items.points)} />
    </section>
  );
}
