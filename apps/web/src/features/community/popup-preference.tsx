/**
 * The in-app popup for community news, on or off (user/set-user-preference community_in_app_popup).
 */
import { useId, useState } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { unwrap } from '@web-ed/api-client';
import type { SetUserPreferenceResponse } from '@web-ed/schemas/api';
import { api } from '../../lib/store';
import { showError } from './show-error';

export function PopupPreference({ initial }: { initial: boolean }) {
  const { t } = useTranslation('community');
  const id = useId();
  const [on, setOn] = useState(initial);
  const toggle = (next: boolean) => {
    setOn(next);
    api
      .post<SetUserPreferenceResponse>('user', 'user/set-user-preference', {
        community_in_app_popup: next,
      })
      .then(unwrap)
      .catch((err: unknown) => {
        setOn(!next);
        showError(err);
      });
  };
  return (
    <label className="settings-row" htmlFor={id}>
      <span>{t('popupPreference')}</span>
      <input id={id} type="checkbox" checked={on} onChange={(e) => toggle(e.target.checked)} />
    </label>
  );
}
