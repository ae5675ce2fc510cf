/**
 * Community: /community/ (overview), /community/explore/ (search and join public communities by
 * school, course and region), /community/mine/ (joined), /community/current/?id= (one
 * community's feed, live), /community/current/post/?id= (write a post: text and one image,
 * compressed on the device) and /community/appeal/ (appeal a hidden post, see the state).
 * User text is rendered by UserText (text nodes; only http(s) links are clickable).
 */
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { unwrap, type DoneResponse } from '@web-ed/api-client';
import { Loaded, Page } from '../app/chrome';
import {
  ACCEPTED_IMAGES,
  compressImage,
  ImageTooLarge,
  ImageUnsupported,
} from '../app/compress-image';
import {
  addComment,
  appealPost,
  communityErrorKey,
  createPost,
  exploreCommunities,
  fetchComments,
  fetchCommunity,
  fetchMine,
  fetchMyAppeals,
  fetchNewsfeed,
  fetchOverview,
  fetchPosts,
  joinCommunity,
  leaveCommunity,
  likePost,
  moderatePost,
  reportPost,
  uploadImage,
  type Comment,
  type CommunitySummary,
  type Newsfeed,
  type Post,
  type Role,
} from '../app/community-data';
import { subscribeStream } from '../app/live-stream';
import { href, useGo, VLink } from '../app/nav';
import { PATH } from '../app/routes';
import { api, snackbars } from '../app/store';
import { useLoad } from '../app/use-load';
import { UserText } from '../app/user-text';
import './community.css';

const COMMUNITY = {
  overview: '/community/',
  mine: '/community/mine/',
  explore: '/community/explore/',
  current: '/community/current/',
  post: '/community/current/post/',
  appeal: '/community/appeal/',
} as const;

const showError = (err: unknown) =>
  snackbars.show({ message: communityErrorKey(err) ?? 'errors:generic', type: 'error' });

function when(iso: string, lang: string): string {
  return new Date(iso).toLocaleString(lang, { dateStyle: 'medium', timeStyle: 'short' });
}

function idParam(params: URLSearchParams, name = 'id'): number | null {
  const n = Number(params.get(name));
  return Number.isInteger(n) && n > 0 ? n : null;
}

function CommunityNav() {
  const { t } = useTranslation('community');
  return (
    <nav className="community-tabs" aria-label={t('sections')}>
      <VLink to={COMMUNITY.overview} className="chip">
        {t('overviewTab')}
      </VLink>
      <VLink to={COMMUNITY.mine} className="chip">
        {t('mineTab')}
      </VLink>
      <VLink to={COMMUNITY.explore} className="chip">
        {t('exploreTab')}
      </VLink>
      <VLink to={COMMUNITY.appeal} className="chip">
        {t('appealTab')}
      </VLink>
    </nav>
  );
}

function CommunityCard({
  c,
  onChange,
}: {
  c: CommunitySummary;
  onChange?: (next: CommunitySummary) => void;
}) {
  const { t } = useTranslation('community');
  const [busy, setBusy] = useState(false);
  const join = () => {
    setBusy(true);
    joinCommunity(c.id)
      .then((next) => {
        snackbars.show({ message: 'community:joined', type: 'success' });
        onChange?.(next);
      })
      .catch(showError)
      .finally(() => setBusy(false));
  };
  return (
    <li className="card community-card">
      <h2 className="community-card__name">
        <VLink to={href(COMMUNITY.current, { id: c.id })}>{c.name}</VLink>
      </h2>
      {c.description && <p className="muted">{c.description}</p>}
      <p className="community-card__meta">
        {[c.school, c.course, c.region].filter(Boolean).join(' · ')}
      </p>
      <p className="community-card__meta">
        {t('members', { count: c.member_count })}
        {c.role && <span className="badge">{t(`role_${c.role}`)}</span>}
      </p>
      {!c.joined && (
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={join}
          aria-label={t('joinNamed', { name: c.name })}
        >
          {t('join')}
        </button>
      )}
    </li>
  );
}

function PopupPreference({ initial }: { initial: boolean }) {
  const { t } = useTranslation('community');
  const id = useId();
  const [on, setOn] = useState(initial);
  const toggle = (next: boolean) => {
    setOn(next);
    api
      .post<DoneResponse<unknown>>('user', 'user/set-user-preference', {
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

export function Community() {
  const { t } = useTranslation('community');
  const [params] = useSearchParams();
  const [load, retry] = useLoad(fetchOverview, []);
  // The navigation's newsfeed entry: the same feed, as a page of its own.
  if (params.get('view') === 'newsfeed') {
    return (
      <Page title={t('nav:newsfeed')} className="page--community">
        <NewsFeed ownPage />
      </Page>
    );
  }
  return (
    <Page title={t('title')} className="page--community">
      <CommunityNav />
      <Loaded load={load} retry={retry}>
        {(data) => (
          <>
            {data.joined_count === 0 && (
              <section className="card community-nudge">
                <h2 className="community-card__name">{t('nudgeTitle')}</h2>
                <p>{t('nudgeBody')}</p>
                <VLink to={COMMUNITY.explore} className="button button--primary">
                  {t('exploreCta')}
                </VLink>
              </section>
            )}
            {data.mine.length > 0 && (
              <section aria-labelledby="community-mine">
                <h2 id="community-mine" className="section-title">
                  {t('mineTitle')}
                </h2>
                <ul className="community-list">
                  {data.mine.map((c) => (
                    <CommunityCard key={c.id} c={c} />
                  ))}
                </ul>
              </section>
            )}
            {data.suggested.length > 0 && (
              <section aria-labelledby="community-suggested">
                <h2 id="community-suggested" className="section-title">
                  {t('suggestedTitle')}
                </h2>
                <ul className="community-list">
                  {data.suggested.map((c) => (
                    <CommunityCard key={c.id} c={c} onChange={() => retry()} />
                  ))}
                </ul>
              </section>
            )}
            <PopupPreference initial={data.community_in_app_popup} />
          </>
        )}
      </Loaded>
      <NewsFeed />
    </Page>
  );
}

/** The newsfeed: program news, then my communities' posts and voting results, paged. */
function NewsFeed({ ownPage = false }: { ownPage?: boolean }) {
  const { t, i18n } = useTranslation('community');
  const [load, retry] = useLoad(() => fetchNewsfeed(i18n.language), [i18n.language]);
  const [older, setOlder] = useState<Newsfeed[]>([]);
  const more = (before: string) =>
    fetchNewsfeed(i18n.language, before)
      .then((page) => setOlder((pages) => [...pages, page]))
      .catch(showError);
  return (
    <section aria-labelledby={ownPage ? undefined : 'newsfeed-title'}>
      {/* On its own page the page title names the feed already. */}
      {!ownPage && (
        <h2 id="newsfeed-title" className="section-title">
          {t('newsTitle')}
        </h2>
      )}
      <Loaded load={load} retry={retry}>
        {(first) => {
          const pages = [first, ...older];
          const items = pages.flatMap((p) => p.items);
          const next = pages.at(-1)?.next_before ?? null;
          return (
            <>
              {first.news.map((n) => (
                <article key={`news-${n.id}`} className="card news">
                  <p className="eyebrow">{t('programNews')}</p>
                  <h3 className="community-card__name">{n.title}</h3>
                  <p>{n.body}</p>
                  {n.link && n.cta && (
                    <VLink to={n.link} className="button button--secondary">
                      {n.cta}
                    </VLink>
                  )}
                </article>
              ))}
              {items.length === 0 && <p className="muted">{t('noNews')}</p>}
              <ul className="post-list">
                {items.map((item) =>
                  item.kind === 'post' ? (
                    <li key={`post-${item.post.id}`} className="card post">
                      <p className="post__meta">
                        <strong>{item.post.author.name || t('someone')}</strong>
                        <VLink to={href(COMMUNITY.current, { id: item.post.community_id })}>
                          {t('inCommunity', { name: item.community_name })}
                        </VLink>
                        <span>{when(item.at, i18n.language)}</span>
                      </p>
                      <UserText text={item.post.text} className="user-text post__text" />
                      {item.post.image_url && (
                        <img
                          className="post__image"
                          src={item.post.image_url}
                          alt={t('postImageAlt')}
                          loading="lazy"
                        />
                      )}
                    </li>
                  ) : (
                    <li key={`vote-${item.event.id}`} className="card post">
                      <p className="post__meta">{when(item.at, i18n.language)}</p>
                      <h3 className="community-card__name">
                        <VLink to={href('/voting/standing/', { event: item.event.slug })}>
                          {t('voteResult', { title: item.event.title })}
                        </VLink>
                      </h3>
                      <p>
                        {item.event.winners.length > 0
                          ? t('winners', { names: item.event.winners.join(', ') })
                          : t('noWinner')}
                      </p>
                    </li>
                  ),
                )}
              </ul>
              {next && (
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => void more(next)}
                >
                  {t('moreNews')}
                </button>
              )}
            </>
          );
        }}
      </Loaded>
    </section>
  );
}

export function CommunityExplore() {
  const { t } = useTranslation('community');
  const [params, setParams] = useSearchParams();
  const query = {
    q: params.get('q') ?? '',
    school: params.get('school') ?? '',
    course: params.get('course') ?? '',
    region: params.get('region') ?? '',
  };
  const [draft, setDraft] = useState(query);
  const [load, retry] = useLoad(
    () => exploreCommunities(query),
    [query.q, query.school, query.course, query.region],
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(draft)) {
      if (v.trim()) next.set(k, v.trim());
      else next.delete(k);
    }
    setParams(next, { replace: true });
  };
  const fields = ['q', 'school', 'course', 'region'] as const;
  return (
    <Page title={t('exploreTitle')} className="page--community">
      <CommunityNav />
      <form className="form community-search" onSubmit={submit} role="search">
        {fields.map((f) => (
          <label key={f} className="field">
            <span className="field__label">{t(`search_${f}`)}</span>
            <input
              className="input"
              value={draft[f]}
              maxLength={80}
              onChange={(e) => setDraft({ ...draft, [f]: e.target.value })}
            />
          </label>
        ))}
        <button type="submit" className="button button--primary">
          {t('search')}
        </button>
      </form>
      <Loaded load={load} retry={retry}>
        {(data) =>
          data.communities.length === 0 ? (
            <p className="muted">{t('noResults')}</p>
          ) : (
            <ul className="community-list">
              {data.communities.map((c) => (
                <CommunityCard key={c.id} c={c} onChange={() => retry()} />
              ))}
            </ul>
          )
        }
      </Loaded>
    </Page>
  );
}

export function CommunityMine() {
  const { t } = useTranslation('community');
  const [load, retry] = useLoad(fetchMine, []);
  return (
    <Page title={t('mineTitle')} className="page--community">
      <CommunityNav />
      <Loaded load={load} retry={retry}>
        {(data) =>
          data.communities.length === 0 ? (
            <section className="card">
              <p>{t('noneJoined')}</p>
              <VLink to={COMMUNITY.explore} className="button button--primary">
                {t('exploreCta')}
              </VLink>
            </section>
          ) : (
            <ul className="community-list">
              {data.communities.map((c) => (
                <CommunityCard key={c.id} c={c} />
              ))}
            </ul>
          )
        }
      </Loaded>
    </Page>
  );
}

function Comments({ post, refresh }: { post: Post; refresh: number }) {
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
        <button type="submit" className="button button--secondary" disabled={busy || !text.trim()}>
          {t('reply')}
        </button>
      </form>
    </div>
  );
}

function PostCard({
  post,
  role,
  refresh,
  onChanged,
}: {
  post: Post;
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

function Feed({ community }: { community: CommunitySummary }) {
  const { t } = useTranslation('community');
  const [posts, setPosts] = useState<Post[] | null>(null);
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

export function CommunityCurrent() {
  const { t } = useTranslation('community');
  const [params] = useSearchParams();
  const id = idParam(params);
  const go = useGo();
  const [load, retry] = useLoad(
    () => (id ? fetchCommunity(id) : Promise.reject(new Error('no community'))),
    [id],
  );
  if (!id) return <Missing />;
  const leave = (c: CommunitySummary) => {
    if (!window.confirm(t('leaveConfirm', { name: c.name }))) return;
    leaveCommunity(c.id)
      .then(() => go(COMMUNITY.mine))
      .catch(showError);
  };
  return (
    <div className="page page--community">
      <Loaded load={load} retry={retry}>
        {(c) => (
          <>
            <h1 className="page__title">{c.name}</h1>
            <p className="community-card__meta">
              {[c.school, c.course, c.region].filter(Boolean).join(' · ')}
            </p>
            <div className="post__actions">
              {c.joined ? (
                <>
                  <VLink to={href(COMMUNITY.post, { id: c.id })} className="button button--primary">
                    {t('writePost')}
                  </VLink>
                  {c.role !== 'owner' && (
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() => leave(c)}
                    >
                      {t('leave')}
                    </button>
                  )}
                </>
              ) : (
                <button
                  type="button"
                  className="button button--primary"
                  onClick={() =>
                    joinCommunity(c.id)
                      .then(() => retry())
                      .catch(showError)
                  }
                >
                  {t('join')}
                </button>
              )}
            </div>
            <Feed key={`${c.id}-${c.role ?? 'none'}`} community={c} />
          </>
        )}
      </Loaded>
    </div>
  );
}

function Missing() {
  const { t } = useTranslation('community');
  return (
    <Page title={t('notFoundTitle')}>
      <p>{t('notFoundBody')}</p>
      <VLink to={COMMUNITY.overview} className="button button--primary">
        {t('backToCommunity')}
      </VLink>
    </Page>
  );
}

export function CommunityPost() {
  const { t } = useTranslation('community');
  const [params] = useSearchParams();
  const communityId = idParam(params);
  const go = useGo();
  const textId = useId();
  const fileId = useId();
  const [text, setText] = useState('');
  const [image, setImage] = useState<Blob | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const previewRef = useRef<string | null>(null);
  const show = (blob: Blob | null) => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = blob ? URL.createObjectURL(blob) : null;
    setImage(blob);
    setPreview(previewRef.current);
  };
  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );
  if (!communityId) return <Missing />;
  const pick = (file: File | undefined) => {
    setError(null);
    if (!file) return show(null);
    compressImage(file)
      .then(show)
      .catch((e: unknown) => {
        show(null);
        setError(
          e instanceof ImageTooLarge
            ? 'community:errImageSize'
            : e instanceof ImageUnsupported
              ? 'community:errImageType'
              : 'errors:generic',
        );
      });
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return setError('community:errEmpty');
    setBusy(true);
    setError(null);
    try {
      const uploaded = image ? await uploadImage(image) : undefined;
      await createPost(communityId, text, uploaded);
      snackbars.show({ message: 'community:posted', type: 'success' });
      go(href(COMMUNITY.current, { id: communityId }), { replace: true });
    } catch (err) {
      setError(communityErrorKey(err));
      setBusy(false);
    }
  };
  return (
    <Page title={t('writePost')} className="page--community">
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <label htmlFor={textId} className="field__label">
          {t('postLabel')}
        </label>
        <textarea
          id={textId}
          className="input post-input"
          rows={6}
          maxLength={2000}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${textId}-error` : `${textId}-hint`}
        />
        <p id={`${textId}-hint`} className="muted">
          {t('postHint')}
        </p>
        <label htmlFor={fileId} className="field__label">
          {t('imageLabel')}
        </label>
        <input
          id={fileId}
          type="file"
          accept={ACCEPTED_IMAGES}
          onChange={(e) => pick(e.target.files?.[0])}
        />
        {preview && <img className="post__image" src={preview} alt={t('imagePreviewAlt')} />}
        {error && (
          <p id={`${textId}-error`} className="field__error" role="alert">
            {t(error)}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('posting') : t('publish')}
        </button>
      </form>
    </Page>
  );
}

function AppealForm({ post, onDone }: { post: Post; onDone: () => void }) {
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
      <button type="submit" className="button button--primary" disabled={busy || !reason.trim()}>
        {t('sendAppeal')}
      </button>
    </form>
  );
}

export function CommunityAppeal() {
  const { t, i18n } = useTranslation('community');
  const [load, retry] = useLoad(fetchMyAppeals, []);
  const [params] = useSearchParams();
  const focus = idParam(params, 'post');
  return (
    <Page title={t('appealTitle')} className="page--community">
      <CommunityNav />
      <p className="muted">{t('appealIntro')}</p>
      <Loaded load={load} retry={retry}>
        {(data) => {
          const open = data.hidden_posts.filter((p) => !p.appeal_status);
          return (
            <>
              {open.length > 0 && (
                <section aria-labelledby="appeal-open">
                  <h2 id="appeal-open" className="section-title">
                    {t('hiddenPosts')}
                  </h2>
                  <ul className="post-list">
                    {open.map((p) => (
                      <li key={p.id} className={`card post${p.id === focus ? ' post--focus' : ''}`}>
                        <UserText text={p.text} className="user-text post__text" />
                        <p className="post__hidden">
                          {t(
                            p.hidden_reason === 'moderator'
                              ? 'hiddenByModerator'
                              : 'hiddenByReports',
                          )}
                        </p>
                        <AppealForm post={p} onDone={retry} />
                      </li>
                    ))}
                  </ul>
                </section>
              )}
              <section aria-labelledby="appeal-mine">
                <h2 id="appeal-mine" className="section-title">
                  {t('myAppeals')}
                </h2>
                {data.appeals.length === 0 ? (
                  <p className="muted">{t('noAppeals')}</p>
                ) : (
                  <ul className="post-list">
                    {data.appeals.map((a) => (
                      <li key={a.id} className="card post" data-appeal-status={a.status}>
                        <p className="post__meta">
                          {a.community_name} · {when(a.created_at, i18n.language)}
                        </p>
                        <UserText text={a.post_text} className="user-text post__text" />
                        <p>
                          <span className={`badge badge--${a.status}`}>
                            {t(`appeal_${a.status}`)}
                          </span>
                        </p>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
              <VLink to={PATH.community} className="button button--secondary">
                {t('backToCommunity')}
              </VLink>
            </>
          );
        }}
      </Loaded>
    </Page>
  );
}
