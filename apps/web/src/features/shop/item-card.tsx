/** One shop item: its picture, name, price, and buy (or owned, or used). */
import { useTranslation } from '@web-ed/i18n/react';
import { Glyph } from '../../lib/icons';
import { ShopAvatar } from './shop-avatar';
import { PriceTag } from './price-tag';
import type { ShopEntry } from './shop-entries';
import './shop.css';

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
