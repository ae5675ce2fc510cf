/**
 * One post: author, time, text (UserText: text nodes, only http(s) links clickable), image,
 * like, comments, report; moderators hide or restore it.
 */
import { useState } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import type { CommunityPost } from '@web-ed/schemas/api';
import { likePost, moderatePost, reportPost, type Role } from './community-data';
import { href, VLink } from '../../lib/nav';
import { snackbars } from '../../lib/store';
import { UserText } from '../../lib/user-text';
import { Comments } from './comments';
import { COMMUNITY } from './community-path';
import { when } from './post-time';
import { showError } from './show-error';

export function PostCard({
  post,
  role,
  refresh,
  onChanged,
}: {
  post: CommunityPost;
  role: Role | null;
  refresh: number;
  onChanged: () => void;
}) {
  const { t, i18n } = useTranslation('community');
  const [open, setOpen] = useState(false);
  // My like as the server answered it, until the next read of the post brings newer numbers.
  const base = `${post.liked}-${post.like_count}`;
  const [local, setLocal] = useState<{ liked: boolean; likes: number; base: string } | null>(null);
  const { liked, likes } =
    local && local.base === base ? local : { liked: post.liked, likes: post.like_count };
  const moderator = role === 'owner' || role === 'moderator';
  const member = role !== null;
  const like = () => {
    likePost(post.id, !liked)
      .then((r) => setLocal({ liked: r.liked, likes: r.like_count, base }))
      .catch(showError);
  };
  const report = () => {
    const reason = window.prompt(t('reportPrompt'));
    if (reason === null) return;
    reportPost(post.id, reason.trim() || t('reportDefaultReason'))
      .then(() => {
        snackbars.show({ message: 'community:reported', type: 'success' });
        onChanged();
      })
      .catch(showError);
  };
  const moderate = (action: 'hide' | 'restore') =>
    moderatePost(post.id, action).then(onChanged).catch(showError);
  return (
    <li className={`card post${post.hidden ? ' post--hidden' : ''}`} data-post-id={post.id}>
      <p className="post__meta">
        <strong>{post.author.name || t('someone')}</strong> · {when(post.created_at, i18n.language)}
      </p>
      {post.hidden && (
        <p className="post__hidden" role="note">
          {t(post.hidden_reason === 'moderator' ? 'hiddenByModerator' : 'hiddenByReports')}
          {post.mine && post.appeal_status && ` · ${t(`appeal_${post.appeal_status}`)}`}
        </p>
      )}
      <UserText text={post.text} className="user-text post__text" />
      {post.image_url && (
        <img className="post__image" src={post.image_url} alt={t('postImageAlt')} loading="lazy" />
      )}
      <div className="post__actions">
        <button
          type="button"
          className="button button--secondary"
          aria-pressed={liked}
          disabled={!member}
          onClick={like}
        >
          {t(liked ? 'liked' : 'like', { count: likes })}
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {t('comments', { count: post.comment_count })}
        </button>
        {member && !post.mine && !post.hidden && (
          <button type="button" className="button button--secondary" onClick={report}>
            {t('report')}
          </button>
        )}
        {moderator && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void moderate(post.hidden ? 'restore' : 'hide')}
          >
            {t(post.hidden ? 'restore' : 'hide')}
          </button>
        )}
        {post.mine && post.hidden && !post.appeal_status && (
          <VLink to={href(COMMUNITY.appeal, { post: post.id })} className="button button--primary">
            {t('appeal')}
          </VLink>
        )}
      </div>
      {open && <Comments post={post} refresh={refresh} />}
    </li>
  );
}
