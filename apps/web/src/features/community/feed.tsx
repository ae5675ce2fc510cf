/** A community's posts, newest first, paged, kept live by the server's stream. */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import type { CommunityPost, CommunitySummary } from '@web-ed/schemas/api';
import { communityErrorKey, fetchPosts, type Role } from './community-data';
import { subscribeStream } from '../../lib/live-stream';
import { PostCard } from './post-card';
import { showError } from './show-error';

export function Feed({ community }: { community: CommunitySummary }) {
  const { t } = useTranslation('community');
  const [posts, setPosts] = useState<CommunityPost[] | null>(null);
  const [role, setRole] = useState<Role | null>(community.role);
  const [hasMore, setHasMore] = useState(false);
  const [refresh, setRefresh] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(() => {
    fetchPosts(community.id)
      .then((r) => {
        setError(null);
        setRole(r.role);
        setHasMore(r.has_more);
        // The first page is fresh; older pages already loaded stay below it.
        setPosts((old) => {
          const ids = new Set(r.posts.map((p) => p.id));
          const oldest = r.posts.at(-1)?.id ?? Infinity;
          return [...r.posts, ...(old ?? []).filter((p) => !ids.has(p.id) && p.id < oldest)];
        });
      })
      .catch((err: unknown) => setError(communityErrorKey(err)));
  }, [community.id]);
  useEffect(() => {
    reload();
    return subscribeStream('community/feed-stream', { community_id: community.id }, (event) => {
      if (event !== 'feed') return;
      reload();
      setRefresh((n) => n + 1);
    });
  }, [community.id, reload]);
  const more = () => {
    const last = posts?.at(-1);
    if (!last) return;
    fetchPosts(community.id, last.id)
      .then((r) => {
        setPosts((old) => [...(old ?? []), ...r.posts]);
        setHasMore(r.has_more);
      })
      .catch(showError);
  };
  if (error && posts === null) return <p className="card card--error">{t(error)}</p>;
  if (posts === null) return <p className="muted">{t('loading')}</p>;
  return (
    <section aria-labelledby="feed-title" aria-live="polite">
      <h2 id="feed-title" className="section-title">
        {t('feedTitle')}
      </h2>
      {posts.length === 0 ? (
        <p className="muted">{t('noPosts')}</p>
      ) : (
        <ul className="post-list">
          {posts.map((p) => (
            <PostCard key={p.id} post={p} role={role} refresh={refresh} onChanged={reload} />
          ))}
        </ul>
      )}
      {hasMore && (
        <button type="button" className="button button--secondary" onClick={more}>
          {t('morePosts')}
        </button>
      )}
    </section>
  );
}
