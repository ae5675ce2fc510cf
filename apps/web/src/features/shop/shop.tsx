/**
 * /shop/: avatars and backgrounds for diamonds or points, the student's balance. A purchase is one
 * server transaction: the button is disabled while it runs; too little currency gives a clear
 * message and nothing changes.
 */
import { useState } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { Loaded } from '../../lib/chrome';
import { fetchShop } from './shop-api';
import { sendButton } from '../../lib/mission-behavior';
import { VLink } from '../../lib/nav';
import { Tabs } from '../../lib/tabs';
import { useLoad } from '../../lib/use-load';
import { Balance } from './balance';
import { ItemCard } from './item-card';
import { type ItemKind, entries } from './shop-entries';
import { useBuy } from './use-buy';
import './shop.css';

export function Shop() {
  const { t } = useTranslation('shop');
  const [load, retry] = useLoad(fetchShop, []);
  const [tab, setTab] = useState<ItemKind>('avatar');
  const balance = load.status === 'ready' ? load.data : null;
  const { buy, busy, message } = useBuy(balance, retry);
  return (
    <div className="page shop">
      <h1 className="page__title">{t('title')}</h1>
      <Loaded load={load} retry={retry}>
        {(items) => {
          const all = entries(items);
          // For sale first (the catalogue's order kept), then what the student owns.
          const list = (tab === 'avatar' ? all.avatars : all.backgrounds)
            .map((e, i) => ({ e, i }))
            .sort((a, b) => Number(b.e.locked) - Number(a.e.locked) || a.i - b.i)
            .map(({ e }) => e);
          return (
            <>
              <Balance items={items} />
              <VLink
                to="/explore"
                className="button button--secondary"
                onClick={() => sendButton('shop_explore')}
              >
                {t('explore')}
              </VLink>
              <Tabs
                label={t('kindsLabel')}
                selected={tab}
                onSelect={setTab}
                tabs={[
                  { id: 'avatar', label: t('avatars') },
                  { id: 'background', label: t('backgrounds') },
                ]}
              >
                <ul className={`items items--${tab}`}>
                  {list.map((e) => (
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
              </Tabs>
            </>
          );
        }}
      </Loaded>
    </div>
  );
}
