/** A post's comments, and the form to add one. */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import type { CommunityPost } from '@web-ed/schemas/api';
import { addComment, fetchComments, type Comment } from './community-data';
import { UserText } from '../../lib/user-text';
import { when } from './post-time';
import { showError } from './show-error';

export function Comments({ post, refresh }: { post: CommunityPost; refresh: number }) {
  const { t, i18n } = useTranslation('community');
  const [comments, setComments] = useState<Comment[] | null>(null);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();
  useEffect(() => {
    let live = true;
    fetchComments(post.id)
      .then((r) => live && setComments(r.comments))
      .catch(() => live && setComments([]));
    return () => {
      live = false;
    };
  }, [post.id, refresh]);
  const send = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    setBusy(true);
    addComment(post.id, text)
      .then((c) => {
        setComments((list) => [...(list ?? []).filter((x) => x.id !== c.id), c]);
        setText('');
      })
      .catch(showError)
      .finally(() => setBusy(false));
  };
  return (
    <div className="comments">
      {comments === null ? (
        <p className="muted">{t('loading')}</p>
      ) : (
        <ul className="comments__list">
          {comments.map((c) => (
            <li key={c.id} className="comment">
              <p className="comment__meta">
                <strong>{c.author.name || t('someone')}</strong> ·{' '}
                {when(c.created_at, i18n.language)}
              </p>
              <UserText text={c.text} className="user-text comment__text" />
            </li>
          ))}
        </ul>
      )}
      <form className="comments__form" onSubmit={send}>
        <label htmlFor={id} className="visually-hidden">
          {t('replyLabel')}
        </label>
        <input
          id={id}
          className="input"
          value={text}
          maxLength={500}
          placeholder={t('replyPlaceholder')}
          onChange={(e) => setText(e.target.value)}
        />
        <button
          type="submit"
          className="button button--secondary"
          disabled={busy || !text.trim()}
          aria-busy={busy}
        >
          {t('reply')}
        </button>
      </form>
    </div>
  );
}
