/**
 * /shop/ (avatars and backgrounds for diamonds or points, the student's balance) and /explore
 * (everything not owned yet, in one list). A purchase is one server transaction: the button is
 * disabled while it runs; too little currency gives a clear message and nothing changes.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { abbreviateNumber } from '@web-ed/engine';
import { errorTextKey } from '../shell';
import { isApiError } from '@web-ed/api-client';
import { Loaded, StatTile } from '../app/chrome';
import { buyItem, fetchShop } from '../app/engagement-api';
import { buyErrorKey, canAfford } from '../app/engagement-rules';
import type { AvatarItem, BackgroundItem, Price, ShopItems } from '../app/engagement-types';
import { Glyph } from '../app/icons';
import { sendButton } from '../app/mission-behavior';
import { VLink } from '../app/nav';
import { snackbars } from '../app/store';
import { ShopAvatar } from '../app/shop-avatar';
import { Tabs } from '../app/tabs';
import { useLoad } from '../app/use-load';
import './engagement.css';

export type ItemKind = 'avatar' | 'background';

export interface ShopEntry {
  kind: ItemKind;
  id: number;
  name: string;
  desc: string | null;
  url: string;
  locked: boolean;
  price: Price;
}

export function entries(items: { avatars: AvatarItem[]; backgrounds: BackgroundItem[] }): {
  avatars: ShopEntry[];
  backgrounds: ShopEntry[];
} {
  return {
    avatars: items.avatars.map((a) => ({
      kind: 'avatar',
      id: a.avatar_id,
      name: a.name,
      desc: null,
      url: a.avatar_url,
      locked: a.is_locked,
      price: a.price,
    })),
    backgrounds: items.backgrounds.map((b) => ({
      kind: 'background',
      id: b.background_id,
      name: b.name,
      desc: b.desc,
      url: b.background_url,
      locked: b.is_locked,
      price: b.price,
    })),
  };
}

export function PriceTag({ price }: { price: Price }) {
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

/** Buys one item; a message (role alert) for a refusal. */
export function useBuy(balance: { points: number; diamond: number } | null, onBought: () => void) {
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ key: string; item: string } | null>(null);
  const buy = async (entry: ShopEntry) => {
    if (busy) return;
    const itemKey = `${entry.kind}-${entry.id}`;
    setMessage(null);
    if (balance) {
      const check = canAfford(entry.price, balance);
      if (!check.ok) {
        setMessage({ key: check.key, item: itemKey });
        return;
      }
    }
    setBusy(itemKey);
    try {
      const answer = await buyItem(entry.kind, entry.id);
      snackbars.show({
        message: answer.result === 'bought' ? 'shop:bought' : 'shop:alreadyOwned',
        type: 'success',
      });
      onBought();
    } catch (error) {
      const key = buyErrorKey(isApiError(error) ? error.error : null) ?? errorTextKey(error);
      if (key) setMessage({ key, item: itemKey });
    } finally {
      setBusy(null);
    }
  };
  return { buy: (e: ShopEntry) => void buy(e), busy, message };
}

export function ItemCard({
  entry,
  current,
  busy,
  message,
  onBuy,
  onUse,
}: {
  entry: ShopEntry;
  current: boolean;
  busy: string | null;
  message: { key: string; item: string } | null;
  onBuy: () => void;
  onUse?: () => void;
}) {
  const { t } = useTranslation('shop');
  const key = `${entry.kind}-${entry.id}`;
  const nameId = `item-${key}`;
  return (
    <li
      className={`item item--${entry.kind} ${entry.locked ? 'item--locked' : ''}`}
      data-item={key}
    >
      <div className="item__picture">
        {entry.kind === 'avatar' ? (
          <ShopAvatar id={entry.id} url={entry.url} size={72} />
        ) : (
          <img src={entry.url} alt="" width={144} height={72} loading="lazy" className="item__bg" />
        )}
        {entry.locked && (
          <span className="item__lock">
            <Glyph name="lock" size={16} />
            <span className="visually-hidden">{t('locked')}</span>
          </span>
        )}
      </div>
      <span id={nameId} className="item__name">
        {entry.name}
      </span>
      {entry.desc && <span className="item__desc muted">{entry.desc}</span>}
      {entry.locked ? (
        <>
          <PriceTag price={entry.price} />
          <button
            type="button"
            className="button button--primary item__button"
            aria-describedby={nameId}
            disabled={busy !== null}
            aria-busy={busy === key}
            onClick={onBuy}
          >
            {busy === key ? t('buying') : t('buy')}
          </button>
        </>
      ) : current ? (
        <span className="badge item__current">{t('inUse')}</span>
      ) : onUse ? (
        <button
          type="button"
          className="button button--secondary item__button"
          aria-describedby={nameId}
          disabled={busy !== null}
          aria-busy={busy === key}
          onClick={onUse}
        >
          {t('use')}
        </button>
      ) : (
        <span className="badge item__owned">{t('owned')}</span>
      )}
      {message?.item === key && (
        <p className="field__error item__message" role="alert">
          {t(message.key)}
        </p>
      )}
    </li>
  );
}

function Balance({ items }: { items: ShopItems }) {
  const { t } = useTranslation('shop');
  return (
    <section className="stats stats--two" aria-label={t('balance')}>
      <StatTile icon="diamond" label={t('diamonds')} value={abbreviateNumber(items.diamond)} />
      <StatTile icon="star" label={t('points')} value={abbreviateNumber(items.points)} />
    </section>
  );
}

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
