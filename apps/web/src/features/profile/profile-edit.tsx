/** /profile/edit/: the name and country, checked on the device and by the server. */
import { useTranslation } from '@web-ed/i18n/react';
import { Loaded } from '../../lib/chrome';
import { fetchProfile } from './profile-data';
import { useLoad } from '../../lib/use-load';
import { EditForm } from './edit-form';
import './profile.css';

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
