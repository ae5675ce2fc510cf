/** The tracking codes added, each removable (cancel_la_code_track). */
import { useState } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { errorTextKey } from '../../lib/shell/error-text';
import { cancelCode, type CodesData } from './learnalytics-data';
import { snackbars } from '../../lib/store';

export function CodeList({ data, onChange }: { data: CodesData; onChange: () => void }) {
  const { t } = useTranslation('learnalytics');
  const [busy, setBusy] = useState<string | null>(null);
  if (data.codes.length === 0) return <p className="muted">{t('noCodes')}</p>;
  return (
    <ul className="program__list">
      {data.codes.map((c) => (
        <li key={c.code} className="card code-item">
          <p className="eyebrow">{t('classCode', { code: c.code })}</p>
          <h2 className="program__name">{c.class_name}</h2>
          {c.owner_name && <p className="muted">{t('owner', { name: c.owner_name })}</p>}
          <button
            type="button"
            className="button button--secondary"
            disabled={busy !== null}
            aria-busy={busy === c.code}
            onClick={() => {
              if (!window.confirm(t('removeConfirm', { code: c.code }))) return;
              setBusy(c.code);
              cancelCode(c.code)
                .then(() => {
                  snackbars.show({ message: 'learnalytics:removed', type: 'success' });
                  onChange();
                })
                .catch((err: unknown) =>
                  snackbars.show({ message: errorTextKey(err) ?? 'errors:generic', type: 'error' }),
                )
                .finally(() => setBusy(null));
            }}
          >
            {t('removeCode')}
          </button>
        </li>
      ))}
    </ul>
  );
}
