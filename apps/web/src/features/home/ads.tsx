/** /ads/: every announcement (learning/get-ads, no sign-in needed), most important first. */
import { useTranslation } from '@web-ed/i18n/react';
import { Loaded } from '../../lib/chrome';
import { useLoad } from '../../lib/use-load';
import { AnnouncementCard } from './announcements';
import { fetchAnnouncements } from './home-data';
import './home.css';

export function Ads() {
  const { t, i18n } = useTranslation('home');
  const [load, retry] = useLoad(() => fetchAnnouncements(i18n.language), [i18n.language]);
  return (
    <div className="page home">
      <h1 className="page__title">{t('newsTitle')}</h1>
      <Loaded load={load} retry={retry}>
        {(ads) =>
          ads.length === 0 ? (
            <p className="card home-card muted">{t('newsEmpty')}</p>
          ) : (
            <ul className="news-list">
              {ads.map((ad) => (
                <li key={ad.id}>
                  <AnnouncementCard ad={ad} level={2} />
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </div>
  );
}
