/** /explore: everything not owned yet, in one list. */
import { useTranslation } from '@web-ed/i18n/react';
import { Loaded } from '../../lib/chrome';
import { fetchShop } from './shop-api';
import { VLink } from '../../lib/nav';
import { useLoad } from '../../lib/use-load';
import { Balance } from './balance';
import { ItemCard } from './item-card';
import { entries } from './shop-entries';
import { useBuy } from './use-buy';
import './shop.css';

export function Explore() {
  const { t } = useTranslation('shop');
  const [load, retry] = useLoad(fetchShop, []);
  const balance = load.status === 'ready' ? load.data : null;
  const { buy, busy, message } = useBuy(balance, retry);
  return (
    <div className="page shop">
      <h1 className="page__title">{t('exploreTitle')}</h1>
      <p className="muted">{t('exploreIntro')}</p>
      <Loaded load={load} retry={retry}>
        {(items) => {
          const all = entries(items);
          const fresh = [...all.avatars, ...all.backgrounds]
            .filter((e) => e.locked)
            .sort((a, b) => a.price.cost - b.price.cost);
          return (
            <>
              <Balance items={items} />
              {fresh.length === 0 ? (
                <p className="card">{t('allOwned')}</p>
              ) : (
                <ul className="items items--explore">
                  {fresh.map((e) => (
                    <ItemCard
                      key={`${e.kind}-${e.id}`}
                      entry={e}
                      current={false}
                      busy={busy}
                      message={message}
                      onBuy={() => buy(e)}
                    />
                  ))}
                </ul>
              )}
              <VLink to="/shop/" className="button button--secondary">
                {t('backToShop')}
              </VLink>
            </>
          );
        }}
      </Loaded>
    </div>
  );
}
