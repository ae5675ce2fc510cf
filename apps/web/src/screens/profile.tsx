/**
 * /profile/ (avatar, background, name, country, join date, statistics, certificates), /profile/edit/
 * (name with the onboarding rules and the server's name check, country), /profile/edit/avatar/ and
 * /profile/edit/background/ (owned and locked items, price, set current; the new-background red
 * dot cleared on a visit) and /learning-progress/ (progress per course).
 */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unwrap, type DoneResponse } from '@web-ed/api-client';
import { abbreviateNumber } from '@web-ed/engine';
import { checkName, errorTextKey } from '../shell';
import { Loaded, StatTile } from '../app/chrome';
import {
  fetchAvatars,
  fetchBackgrounds,
  fetchLearningProgress,
  fetchProfile,
  fetchShop,
  removeRedDot,
  setAvatar,
  setBackground,
} from '../app/engagement-api';
import { useGo, VLink } from '../app/nav';
import { ShopAvatar } from '../app/shop-avatar';
import { api, snackbars } from '../app/store';
import { useLoad } from '../app/use-load';
import { COUNTRIES } from './onboarding';
import { entries, ItemCard, useBuy, type ShopEntry } from './shop';
import './engagement.css';

export const PROFILE_PATH = {
  profile: '/profile/',
  edit: '/profile/edit/',
  avatar: '/profile/edit/avatar/',
  background: '/profile/edit/background/',
  learningProgress: '/learning-progress/',
} as const;

const RED_DOT_BACKGROUND = 'red_dot_new_background';

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
                <img className="profile__background" src={p.background_url} alt="" />
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

export function ProfileEdit() {
  const { t, i18n } = useTranslation('profile');
  const [load, retry] = useLoad(fetchProfile, []);
  return (
    <div className="page">
      <h1 className="page__title">{t('editTitle')}</h1>
      <Loaded load={load} retry={retry}>
        {(p) => (
          <EditForm
            key={p.id}
            initialName={p.name ?? ''}
            initialCountry={p.country ?? ''}
            lang={i18n.language}
          />
        )}
      </Loaded>
    </div>
  );
}

function EditForm({
  initialName,
  initialCountry,
  lang,
}: {
  initialName: string;
  initialCountry: string;
  lang: string;
}) {
  const { t } = useTranslation('profile');
  const go = useGo();
  const id = useId();
  const [name, setName] = useState(initialName);
  const known = (COUNTRIES as readonly string[]).includes(initialCountry);
  const [country, setCountry] = useState(known ? initialCountry : initialCountry ? 'OTHER' : '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const regionNames = new Intl.DisplayNames([lang], { type: 'region' });

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    const check = checkName(name);
    if (!check.valid)
      next['name'] = check.hint === 'empty' ? 'onboarding:fieldRequired' : 'errors:nameFormat';
    if (!country) next['country'] = 'onboarding:fieldRequired';
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      const body: Record<string, string> = {};
      if (check.name !== initialName) {
        const checked = unwrap(
          await api.post<DoneResponse<{ valid: boolean; name: string }>>(
            'user',
            'auth/name-validation',
            { name: check.name },
          ),
        );
        body['name'] = checked.name;
      }
      const code = country === 'OTHER' ? 'XX' : country;
      if (code !== initialCountry && !(country === 'OTHER' && !known && initialCountry))
        body['country'] = code;
      if (Object.keys(body).length > 0) {
        await api.post<DoneResponse<unknown>>('user', 'user/update-user-info', body).then(unwrap);
      }
      snackbars.show({ message: 'profile:saved', type: 'success' });
      go(PROFILE_PATH.profile);
    } catch (err) {
      const key = errorTextKey(err);
      if (key) setErrors(key.startsWith('errors:name') ? { name: key } : { form: key });
      setBusy(false);
    }
  };
  const err = (field: string) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="field__error" role="alert">
        {t(errors[field] ?? '')}
      </p>
    ) : null;
  const describedBy = (field: string, extra?: string) =>
    [extra, errors[field] ? `${id}-${field}-error` : undefined].filter(Boolean).join(' ') ||
    undefined;
  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-name`}>
          {t('onboarding:nameLabel')}
        </label>
        <input
          id={`${id}-name`}
          className="input"
          value={name}
          autoCapitalize="none"
          autoComplete="nickname"
          aria-invalid={errors['name'] ? true : undefined}
          aria-describedby={describedBy('name', `${id}-name-hint`)}
          onChange={(e) => setName(e.target.value)}
        />
        <p id={`${id}-name-hint`} className="field__hint">
          {t('onboarding:nameHint')}
        </p>
        {err('name')}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-country`}>
          {t('onboarding:countryLabel')}
        </label>
        <select
          id={`${id}-country`}
          className="input"
          value={country}
          aria-invalid={errors['country'] ? true : undefined}
          aria-describedby={describedBy('country')}
          onChange={(e) => setCountry(e.target.value)}
        >
          <option value="">{t('onboarding:countryPlaceholder')}</option>
          {COUNTRIES.map((c) => (
            <option key={c} value={c}>
              {regionNames.of(c) ?? c}
            </option>
          ))}
          <option value="OTHER">{t('onboarding:countryOther')}</option>
        </select>
        {err('country')}
      </div>
      {err('form')}
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        {t('common:save')}
      </button>
      <VLink to={PROFILE_PATH.profile} className="button button--secondary">
        {t('common:cancel')}
      </VLink>
    </form>
  );
}

/** /profile/edit/avatar/ and /profile/edit/background/: owned items to use, locked ones to buy. */
function ItemsEditor({ kind }: { kind: 'avatar' | 'background' }) {
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

export function ProfileAvatar() {
  return <ItemsEditor kind="avatar" />;
}

export function ProfileBackground() {
  return <ItemsEditor kind="background" />;
}

export function LearningProgress() {
  const { t, i18n } = useTranslation('profile');
  const [load, retry] = useLoad(() => fetchLearningProgress(i18n.language), [i18n.language]);
  return (
    <div className="page">
      <h1 className="page__title">{t('learningProgress')}</h1>
      <Loaded load={load} retry={retry}>
        {({ courses }) =>
          courses.length === 0 ? (
            <section className="card">
              <p>{t('noProgress')}</p>
              <VLink to="/subject/" className="button button--primary">
                {t('findCourse')}
              </VLink>
            </section>
          ) : (
            <ul className="progress-list">
              {courses.map((c) => {
                const percent = Math.round(c.progress);
                return (
                  <li key={c.subject_id} className="card">
                    <h2 className="course-card__title" id={`lp-${c.subject_id}`}>
                      {c.subject_name}
                    </h2>
                    <div
                      className="progress"
                      role="progressbar"
                      aria-labelledby={`lp-${c.subject_id}`}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={percent}
                    >
                      <div className="progress__bar" style={{ width: `${percent}%` }} />
                    </div>
                    <p className="muted">
                      {t('courseProgress', {
                        percent: abbreviateNumber(percent),
                        done: abbreviateNumber(c.chapters_done),
                        total: abbreviateNumber(c.chapters_total),
                      })}
                    </p>
                    <VLink
                      to={`/courses/?sid=${c.subject_id}`}
                      className="button button--secondary"
                      aria-describedby={`lp-${c.subject_id}`}
                    >
                      {t('openCourse')}
                    </VLink>
                  </li>
                );
              })}
            </ul>
          )
        }
      </Loaded>
    </div>
  );
}
