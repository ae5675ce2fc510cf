/** The form to appeal a hidden post: a reason, sent once. */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import type { CommunityPost } from '@web-ed/schemas/api';
import { appealPost } from './community-data';
import { snackbars } from '../../lib/store';
import { showError } from './show-error';

export function AppealForm({ post, onDone }: { post: CommunityPost; onDone: () => void }) {
  const { t } = useTranslation('community');
  const id = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) return;
    setBusy(true);
    appealPost(post.id, reason)
      .then(() => {
        snackbars.show({ message: 'community:appealSent', type: 'success' });
        onDone();
      })
      .catch(showError)
      .finally(() => setBusy(false));
  };
  return (
    <form className="form" onSubmit={submit}>
      <label htmlFor={id} className="field__label">
        {t('appealReason')}
      </label>
      <textarea
        id={id}
        className="input"
        rows={3}
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <button
        type="submit"
        className="button button--primary"
        disabled={busy || !reason.trim()}
        aria-busy={busy}
      >
        {t('sendAppeal')}
      </button>
    </form>
  );
}
