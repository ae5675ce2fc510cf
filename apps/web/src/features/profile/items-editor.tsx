/** /profile/edit/avatar/ and /profile/edit/background/: owned items to use, locked ones to buy. */
import { useEffect, useState } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { abbreviateNumber } from '@web-ed/engine';
import { errorTextKey } from '../../lib/shell';
import { Loaded } from '../../lib/chrome';
import {
  entries,
  fetchAvatars,
  fetchBackgrounds,
  fetchShop,
  ItemCard,
  useBuy,
  type ShopEntry,
} from '../shop';
import { removeRedDot, setAvatar, setBackground } from './profile-data';
import { VLink } from '../../lib/nav';
import { snackbars } from '../../lib/store';
import { useLoad } from '../../lib/use-load';
import { PROFILE_PATH } from './profile-path';

export const RED_DOT_BACKGROUND = 'red_dot_new_background';

export function ItemsEditor({ kind }: { kind: 'avatar' | 'background' }) {
  const { t } = useTranslation('profile');
  const [load, retry] = useLoad(async () => {
    const [shop, own] = await Promise.all([
      fetchShop(),
      kind === 'avatar'
        ? fetchAvatars().then((a) => ({ current: a.current_avatar, redDot: false }))
        : fetchBackgrounds().then((b) => ({
            current: b.current_background,
            redDot: b.red_dot_new_background,
          })),
    ]);
    return { shop, ...own };
  }, [kind]);
  const [saving, setSaving] = useState<string | null>(null);
  const balance = load.status === 'ready' ? load.data.shop : null;
  const { buy, busy, message } = useBuy(balance, retry);
  const redDot = load.status === 'ready' && load.data.redDot;
  useEffect(() => {
    // Visiting the backgrounds clears the "new background" red dot on the server.
    if (redDot) void removeRedDot(RED_DOT_BACKGROUND).catch(() => undefined);
  }, [redDot]);
  const use = async (entry: ShopEntry) => {
    setSaving(`${entry.kind}-${entry.id}`);
    try {
      if (entry.kind === 'avatar') await setAvatar(entry.id);
      else await setBackground(entry.id);
      snackbars.show({ message: 'profile:saved', type: 'success' });
      retry();
    } catch (error) {
      const key = errorTextKey(error);
      if (key) snackbars.show({ message: key, type: 'error' });
    } finally {
      setSaving(null);
    }
  };
  return (
    <div className="page shop">
      <h1 className="page__title">{kind === 'avatar' ? t('avatarTitle') : t('backgroundTitle')}</h1>
      <Loaded load={load} retry={retry}>
        {({ shop, current }) => {
          const all = entries(shop);
          const list = kind === 'avatar' ? all.avatars : all.backgrounds;
          return (
            <>
              <p className="muted">
                {t('balance', {
                  diamonds: abbreviateNumber(shop.diamond),
                  points: abbreviateNumber(shop.points),
                })}
              </p>
              <ul className={`items items--${kind}`}>
                {list.map((e) => (
                  <ItemCard
                    key={e.id}
                    entry={e}
                    current={e.id === current}
                    busy={busy ?? saving}
                    message={message}
                    onBuy={() => buy(e)}
                    onUse={() => void use(e)}
                  />
                ))}
              </ul>
              <VLink to={PROFILE_PATH.profile} className="button button--secondary">
                {t('backToProfile')}
              </VLink>
            </>
          );
        }}
      </Loaded>
    </div>
  );
}
