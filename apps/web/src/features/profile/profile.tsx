/** /profile/: the student's card (background, avatar, name, country), balances and links. */
import { useTranslation } from '@web-ed/i18n/react';
import { abbreviateNumber } from '@web-ed/engine';
import { Loaded, StatTile } from '../../lib/chrome';
import { fetchProfile } from './profile-data';
import { ShopAvatar } from '../shop';
import { VLink } from '../../lib/nav';
import { useLoad } from '../../lib/use-load';
import { RED_DOT_BACKGROUND } from './items-editor';
import { PROFILE_PATH } from './profile-path';
import './profile.css';

function regionName(lang: string, country: string | null): string | null {
  if (!country || country === 'XX') return null;
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}

export function Profile() {
  const { t, i18n } = useTranslation('profile');
  const [load, retry] = useLoad(fetchProfile, []);
  const n = (v: number) => abbreviateNumber(v);
  return (
    <div className="page profile">
      <Loaded load={load} retry={retry}>
        {(p) => {
          const joined = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
            new Date(p.join_date),
          );
          const country = regionName(i18n.language, p.country);
          const newBackground = p.red_dot_keys.includes(RED_DOT_BACKGROUND);
          return (
            <>
              <section className="profile__card card">
                {p.background_url ? (
                  <img className="profile__background" src={p.background_url} alt="" />
                ) : (
                  // No background picked (null): the band keeps its place under the avatar.
                  <div className="profile__background" />
                )}
                <div className="profile__avatar">
                  <ShopAvatar
                    id={p.current_avatar}
                    url={p.avatar_url}
                    size={96}
                    alt={t('avatarAlt')}
                  />
                </div>
                <h1 className="page__title profile__name">{p.name ?? t('noName')}</h1>
                <p className="muted">
                  {country ? `${country} · ` : ''}
                  {t('joined', { date: joined })}
                </p>
                <VLink to={PROFILE_PATH.edit} className="button button--secondary">
                  {t('editProfile')}
                </VLink>
              </section>
              <h2 className="section-title">{t('statistics')}</h2>
              <section className="stats" aria-label={t('statistics')}>
                <StatTile icon="star" label={t('points')} value={n(p.points)} />
                <StatTile icon="diamond" label={t('diamonds')} value={n(p.diamond)} />
                <StatTile icon="vote" label={t('votes')} value={n(p.votes)} />
                <StatTile icon="flame" label={t('streak')} value={n(p.current_streak)} />
                <StatTile
                  icon="check"
                  label={t('exercises')}
                  value={n(p.statistics.exercise_completed)}
                />
                <StatTile icon="review" label={t('certificates')} value={n(p.certificates_count)} />
              </section>
              <ul className="settings-list">
                <li>
                  <VLink to={PROFILE_PATH.avatar} className="settings-row">
                    <span className="settings-row__title">{t('changeAvatar')}</span>
                    <span aria-hidden="true">›</span>
                  </VLink>
                </li>
                <li>
                  <VLink to={PROFILE_PATH.background} className="settings-row">
                    <span className="settings-row__title">
                      {t('changeBackground')}
                      {newBackground && (
                        <span className="red-dot">
                          <span className="visually-hidden">{t('newBackground')}</span>
                        </span>
                      )}
                    </span>
                    <span aria-hidden="true">›</span>
                  </VLink>
                </li>
                <li>
                  <VLink to={PROFILE_PATH.learningProgress} className="settings-row">
                    <span className="settings-row__title">{t('learningProgress')}</span>
                    <span aria-hidden="true">›</span>
                  </VLink>
                </li>
                <li>
                  <VLink to="/missions/" className="settings-row">
                    <span className="settings-row__title">{t('missions')}</span>
                    <span aria-hidden="true">›</span>
                  </VLink>
                </li>
                <li>
                  <VLink to="/shop/" className="settings-row">
                    <span className="settings-row__title">{t('shop')}</span>
                    <span aria-hidden="true">›</span>
                  </VLink>
                </li>
              </ul>
            </>
          );
        }}
      </Loaded>
    </div>
  );
}
