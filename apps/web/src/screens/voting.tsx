/**
 * Voting events: /voting/ (entry), /voting/ongoing/, /voting/recent-voting/,
 * /voting/concluded-voting/, /voting/standing/?event= (live standings, each candidate's share
 * of the votes as a bar), /voting/detail/ (one candidate: ?id= from the app, ?event=&candidate=
 * from a share link), /voting/participate ?event= (starter votes and the candidates),
 * /voting/share/?event=&candidate= (Web Share with an image when the device can, else copy the
 * link), /voting/thankyou/ and /voting/faq/.
 * The server's vote-state code (shell/vote-state.ts) decides what each screen offers. A
 * signed-out visitor's link is kept through the sign-in (shell/pending-vote-link.ts).
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { Loaded, Page } from '../app/chrome';
import { subscribeStream } from '../app/live-stream';
import { href, useGo, VLink } from '../app/nav';
import { PATH } from '../app/routes';
import { snackbars, state } from '../app/store';
import { useLoad } from '../app/use-load';
import {
  castVote,
  fetchCandidate,
  fetchEvent,
  fetchEvents,
  newVoteKey,
  participate,
  resolveVotingLink,
  votingErrorKey,
  type Candidate,
  type Standings,
  type VotingEventDetail,
} from '../app/voting-data';
import { Bar } from '../lib/pictures/bar';
import { keepVoteLink, takeVoteLink } from '../shell/pending-vote-link';
import { canVote, lacksVotes, stateMessageKey, type VoteState } from '../shell/vote-state';
import './community.css';

const VOTING = {
  entry: '/voting/',
  ongoing: '/voting/ongoing/',
  recent: '/voting/recent-voting/',
  concluded: '/voting/concluded-voting/',
  standing: '/voting/standing/',
  detail: '/voting/detail/',
  participate: '/voting/participate',
  share: '/voting/share/',
  thankyou: '/voting/thankyou/',
  faq: '/voting/faq/',
} as const;

const showError = (err: unknown) =>
  snackbars.show({ message: votingErrorKey(err) ?? 'errors:generic', type: 'error' });

/** Signed out: keep the link (voting_link) and go to the sign-in; it comes back here after. */
function useSignedIn(): boolean {
  const snap = useSnapshot(state);
  const location = useLocation();
  const signedIn = snap.session !== null;
  // Kept before the redirect renders; forgotten once a signed-in student reached a voting screen.
  if (!signedIn) keepVoteLink(localStorage, `${location.pathname}${location.search}`);
  useEffect(() => {
    if (signedIn) takeVoteLink(localStorage);
  }, [signedIn]);
  return signedIn;
}

function Guard({ children }: { children: React.ReactNode }) {
  const signedIn = useSignedIn();
  if (!signedIn) return <Navigate to={PATH.login} replace />;
  return <>{children}</>;
}

function VotingNav() {
  const { t } = useTranslation('voting');
  return (
    <nav className="community-tabs" aria-label={t('sections')}>
      <VLink to={VOTING.ongoing} className="chip">
        {t('ongoingTab')}
      </VLink>
      <VLink to={VOTING.recent} className="chip">
        {t('recentTab')}
      </VLink>
      <VLink to={VOTING.concluded} className="chip">
        {t('concludedTab')}
      </VLink>
      <VLink to={VOTING.faq} className="chip">
        {t('faqTab')}
      </VLink>
    </nav>
  );
}

function StateNote({ state: s, votesLeft }: { state: VoteState; votesLeft: number }) {
  const { t } = useTranslation('voting');
  return (
    <p className={`card vote-state vote-state--${s}`} data-vote-state={s} role="status">
      {t(stateMessageKey(s), { votes: votesLeft })}
      {lacksVotes(s) && (
        <>
          {' '}
          <VLink to={PATH.missions}>{t('earnVotes')}</VLink>
        </>
      )}
    </p>
  );
}

/** The standings, live: the server's stream (every process) replaces them on each vote. */
function useLiveStandings(eventId: number, initial: Standings): Standings {
  // The stream starts with a snapshot of the standings, then every change.
  const [standings, setStandings] = useState(initial);
  useEffect(
    () =>
      subscribeStream('voting/standings-stream', { event_id: eventId }, (event, data) => {
        if (event === 'standings' || event === 'snapshot') setStandings(data as Standings);
      }),
    [eventId],
  );
  return standings;
}

function StandingsList({ standings }: { standings: Standings }) {
  const { t, i18n } = useTranslation('voting');
  const share = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  // One candidate ahead of all others (a tie for first leads no one).
  const firsts = standings.candidates.filter((c) => c.rank === 1 && c.votes > 0);
  const leader = firsts.length === 1 ? firsts[0]!.candidate_id : null;
  return (
    <section aria-labelledby="standings-title" className="standings">
      <h2 id="standings-title" className="section-title">
        {t('standingsTitle', { total: standings.total })}
      </h2>
      <ol className="standings__list" aria-live="polite">
        {standings.candidates.map((c) => (
          <li
            key={c.candidate_id}
            className={`standing${c.candidate_id === leader ? ' standing--leader' : ''}`}
            data-candidate={c.slug}
          >
            <span className="standing__rank">
              <span className="visually-hidden">{t('rank')} </span>
              {c.rank}
            </span>
            <span className="standing__main">
              <span className="standing__line">
                <span className="standing__name">
                  {c.name}
                  {c.candidate_id === leader && (
                    <>
                      {' '}
                      <span className="standing__leader">{t('leading')}</span>
                    </>
                  )}
                </span>
                <span className="standing__votes" data-votes={c.votes}>
                  {t('votesCount', { count: c.votes })}
                </span>
              </span>
              <span className="standing__line">
                <Bar className="standing__bar" value={c.percent} max={100} />
                <span className="standing__share">
                  <span aria-hidden="true">{share.format(c.percent / 100)}</span>
                  <span className="visually-hidden">
                    {t('voteShare', { percent: share.format(c.percent / 100) })}
                  </span>
                </span>
              </span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function VoteButton({
  candidate,
  voteState,
  onVoted,
}: {
  candidate: Candidate;
  voteState: VoteState;
  onVoted: (votesLeft: number, next: VoteState) => void;
}) {
  const { t } = useTranslation('voting');
  const [busy, setBusy] = useState(false);
  const vote = () => {
    setBusy(true);
    castVote(candidate.id, newVoteKey())
      .then((r) => onVoted(r.votes_left, r.state))
      .catch(showError)
      .finally(() => setBusy(false));
  };
  return (
    <button
      type="button"
      className="button button--primary"
      disabled={busy || !canVote(voteState)}
      onClick={vote}
      aria-label={t('voteFor', { name: candidate.name })}
    >
      {t('vote')}
    </button>
  );
}

function EventList({ list }: { list: 'ongoing' | 'recent' | 'concluded' }) {
  const { t, i18n } = useTranslation('voting');
  const [load, retry] = useLoad(() => fetchEvents(list, i18n.language), [list, i18n.language]);
  return (
    <Loaded load={load} retry={retry}>
      {(data) => (
        <>
          <p className="votes-left">{t('votesLeft', { votes: data.votes_left })}</p>
          {data.events.length === 0 ? (
            <p className="muted">{t(`empty_${list}`)}</p>
          ) : (
            <ul className="community-list">
              {data.events.map((e) => (
                <li key={e.id} className="card community-card" data-vote-state={e.state}>
                  <h2 className="community-card__name">
                    <VLink to={href(VOTING.standing, { event: e.slug })}>{e.title}</VLink>
                  </h2>
                  <p className="community-card__meta">
                    {e.phase === 'finished'
                      ? t('endedOn', {
                          date: new Date(e.ends_at).toLocaleDateString(i18n.language),
                        })
                      : t('endsOn', {
                          date: new Date(e.ends_at).toLocaleDateString(i18n.language),
                        })}
                    {' · '}
                    {t('votesCount', { count: e.total_votes })}
                  </p>
                  {e.leader && <p>{t('leader', { name: e.leader })}</p>}
                  {e.phase === 'ongoing' && (
                    <VLink
                      to={href(VOTING.participate, { event: e.slug })}
                      className="button button--primary"
                    >
                      {t('participate')}
                    </VLink>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Loaded>
  );
}

export function Voting() {
  const { t } = useTranslation('voting');
  return (
    <Guard>
      <Page title={t('title')} className="page--voting">
        <p className="muted">{t('intro')}</p>
        <VotingNav />
        <EventList list="ongoing" />
      </Page>
    </Guard>
  );
}

export function VotingOngoing() {
  const { t } = useTranslation('voting');
  return (
    <Guard>
      <Page title={t('ongoingTitle')} className="page--voting">
        <VotingNav />
        <EventList list="ongoing" />
      </Page>
    </Guard>
  );
}

export function VotingRecent() {
  const { t } = useTranslation('voting');
  return (
    <Guard>
      <Page title={t('recentTitle')} className="page--voting">
        <VotingNav />
        <EventList list="recent" />
      </Page>
    </Guard>
  );
}

export function VotingConcluded() {
  const { t } = useTranslation('voting');
  return (
    <Guard>
      <Page title={t('concludedTitle')} className="page--voting">
        <VotingNav />
        <EventList list="concluded" />
      </Page>
    </Guard>
  );
}

function useEvent() {
  const { i18n } = useTranslation('voting');
  const [params] = useSearchParams();
  const slug = params.get('event') ?? '';
  const id = Number(params.get('event_id'));
  const ref = Number.isInteger(id) && id > 0 ? { id } : { slug };
  return useLoad(() => fetchEvent(ref, i18n.language), [slug, id, i18n.language]);
}

function EventScreen({
  event,
  children,
}: {
  event: VotingEventDetail;
  children: (e: VotingEventDetail, set: (e: VotingEventDetail) => void) => React.ReactNode;
}) {
  const [current, setCurrent] = useState(event);
  const [loaded, setLoaded] = useState(event);
  if (loaded !== event) {
    // A fresh read of the event replaces what this screen changed locally.
    setLoaded(event);
    setCurrent(event);
  }
  return <>{children(current, setCurrent)}</>;
}

function Standing({ event }: { event: VotingEventDetail }) {
  const { t } = useTranslation('voting');
  const go = useGo();
  const standings = useLiveStandings(event.id, event.standings);
  return (
    <EventScreen event={event}>
      {(e, set) => (
        <>
          <h1 className="page__title">{e.title}</h1>
          <StateNote state={e.state} votesLeft={e.votes_left} />
          <StandingsList standings={standings} />
          {e.phase === 'ongoing' && (
            <ul className="community-list">
              {e.candidates.map((c) => (
                <li key={c.id} className="card candidate" data-candidate={c.slug}>
                  <h2 className="community-card__name">
                    <VLink to={href(VOTING.detail, { id: c.id })}>{c.name}</VLink>
                  </h2>
                  <p className="muted">{c.description}</p>
                  <VoteButton
                    candidate={c}
                    voteState={e.state}
                    onVoted={(votesLeft, next) => {
                      const state: VoteState = votesLeft > 0 ? '1_vote' : next;
                      set({
                        ...e,
                        votes_left: votesLeft,
                        state,
                        voted_in_event: e.voted_in_event + 1,
                      });
                      snackbars.show({ message: 'voting:voted', type: 'success' });
                      if (votesLeft === 0) go(href(VOTING.thankyou, { event: e.slug }));
                    }}
                  />
                </li>
              ))}
            </ul>
          )}
          <VLink to={href(VOTING.share, { event: e.slug })} className="button button--secondary">
            {t('share')}
          </VLink>
        </>
      )}
    </EventScreen>
  );
}

export function VotingStanding() {
  const [load, retry] = useEvent();
  return (
    <Guard>
      <div className="page page--voting">
        <Loaded load={load} retry={retry}>
          {(event) => <Standing event={event} />}
        </Loaded>
      </div>
    </Guard>
  );
}

export function VotingDetail() {
  return (
    <Guard>
      <Detail />
    </Guard>
  );
}

function Detail() {
  const { t, i18n } = useTranslation('voting');
  const [params] = useSearchParams();
  const go = useGo();
  const id = Number(params.get('id'));
  const eventSlug = params.get('event');
  const candidateSlug = params.get('candidate');
  const fromLink = !(Number.isInteger(id) && id > 0);
  const [load, retry] = useLoad(async () => {
    if (!fromLink) return fetchCandidate({ id }, i18n.language);
    // A share link: resolved through get-user-preference (voting_link), then opened at place 2.
    const link = await resolveVotingLink(
      `${VOTING.detail}?event=${eventSlug ?? ''}&candidate=${candidateSlug ?? ''}`,
    );
    if (!link?.candidate) return { state: '2_not_found' as const, candidate: null, event: null };
    return fetchCandidate(
      { event: link.event, candidate: link.candidate, from_link: true },
      i18n.language,
    );
  }, [id, eventSlug, candidateSlug, i18n.language]);
  const [override, setOverride] = useState<{ state: VoteState; votes: number } | null>(null);
  return (
    <div className="page page--voting">
      <Loaded load={load} retry={retry}>
        {(data) => {
          if (!data.candidate || !data.event)
            return (
              <>
                <h1 className="page__title">{t('notFoundTitle')}</h1>
                <StateNote state="2_not_found" votesLeft={0} />
                <VLink to={VOTING.entry} className="button button--primary">
                  {t('seeEvents')}
                </VLink>
              </>
            );
          const c = data.candidate;
          const e = data.event;
          const voteState = override?.state ?? data.state;
          return (
            <>
              <p className="eyebrow">{e.title}</p>
              <h1 className="page__title">{c.name}</h1>
              <p>{c.description}</p>
              <StateNote state={voteState} votesLeft={override?.votes ?? e.votes_left} />
              {canVote(voteState) && (
                <VoteButton
                  candidate={c}
                  voteState={voteState}
                  onVoted={(votes, next) => {
                    setOverride({ state: next, votes });
                    go(href(VOTING.thankyou, { event: e.slug, candidate: c.slug }));
                  }}
                />
              )}
              {lacksVotes(voteState) && e.starter_votes > 0 && !e.starter_votes_claimed && (
                <VLink
                  to={href(VOTING.participate, { event: e.slug })}
                  className="button button--primary"
                >
                  {t('getStarterVotes', { votes: e.starter_votes })}
                </VLink>
              )}
              <div className="post__actions">
                <VLink
                  to={href(VOTING.share, { event: e.slug, candidate: c.slug })}
                  className="button button--secondary"
                >
                  {t('share')}
                </VLink>
                <VLink
                  to={href(VOTING.standing, { event: e.slug })}
                  className="button button--secondary"
                >
                  {t('seeStandings')}
                </VLink>
              </div>
            </>
          );
        }}
      </Loaded>
    </div>
  );
}

export function VotingParticipate() {
  const { t } = useTranslation('voting');
  const [load, retry] = useEvent();
  const go = useGo();
  const [busy, setBusy] = useState(false);
  return (
    <Guard>
      <div className="page page--voting">
        <Loaded load={load} retry={retry}>
          {(event) => (
            <EventScreen event={event}>
              {(e, set) => (
                <>
                  <h1 className="page__title">{e.title}</h1>
                  <p>{e.description}</p>
                  <StateNote state={e.state} votesLeft={e.votes_left} />
                  {e.phase === 'ongoing' && e.starter_votes > 0 && !e.starter_votes_claimed && (
                    <button
                      type="button"
                      className="button button--primary"
                      disabled={busy}
                      onClick={() => {
                        setBusy(true);
                        participate(e.id)
                          .then(() => retry())
                          .catch(showError)
                          .finally(() => setBusy(false));
                      }}
                    >
                      {t('getStarterVotes', { votes: e.starter_votes })}
                    </button>
                  )}
                  <ul className="community-list">
                    {e.candidates.map((c) => (
                      <li key={c.id} className="card candidate" data-candidate={c.slug}>
                        <h2 className="community-card__name">
                          <VLink to={href(VOTING.detail, { id: c.id })}>{c.name}</VLink>
                        </h2>
                        <p className="muted">{c.description}</p>
                        <VoteButton
                          candidate={c}
                          voteState={e.state}
                          onVoted={(votesLeft) => {
                            set({
                              ...e,
                              votes_left: votesLeft,
                              state: votesLeft > 0 ? '1_vote' : '1_la',
                            });
                            go(href(VOTING.thankyou, { event: e.slug, candidate: c.slug }));
                          }}
                        />
                      </li>
                    ))}
                  </ul>
                  <VLink
                    to={href(VOTING.standing, { event: e.slug })}
                    className="button button--secondary"
                  >
                    {t('seeStandings')}
                  </VLink>
                </>
              )}
            </EventScreen>
          )}
        </Loaded>
      </div>
    </Guard>
  );
}

export function VotingThankyou() {
  const { t } = useTranslation('voting');
  const [params] = useSearchParams();
  const event = params.get('event') ?? '';
  const candidate = params.get('candidate');
  const [load, retry] = useEvent();
  return (
    <Guard>
      <Page title={t('thankyouTitle')} className="page--voting">
        <p>{t('thankyouBody')}</p>
        <Loaded load={load} retry={retry}>
          {(e) => (
            <>
              <p className="votes-left">{t('votesLeft', { votes: e.votes_left })}</p>
              <div className="post__actions">
                <VLink to={href(VOTING.standing, { event })} className="button button--primary">
                  {t('seeStandings')}
                </VLink>
                <VLink
                  to={href(VOTING.share, candidate ? { event, candidate } : { event })}
                  className="button button--secondary"
                >
                  {t('share')}
                </VLink>
              </div>
            </>
          )}
        </Loaded>
      </Page>
    </Guard>
  );
}

/** A 1080 × 1080 picture of the invitation for the Web Share API (PNG). */
async function shareImage(title: string, name: string | null, line: string): Promise<File | null> {
  const canvas = document.createElement('canvas');
  canvas.width = 1080;
  canvas.height = 1080;
  const g = canvas.getContext('2d');
  if (!g) return null;
  g.fillStyle = '#1a56b8';
  g.fillRect(0, 0, 1080, 1080);
  g.fillStyle = '#ffffff';
  g.textAlign = 'center';
  g.font = 'bold 72px sans-serif';
  g.fillText(title.slice(0, 28), 540, 420);
  if (name) {
    g.font = 'bold 96px sans-serif';
    g.fillText(name.slice(0, 20), 540, 580);
  }
  g.font = '48px sans-serif';
  g.fillText(line.slice(0, 40), 540, 760);
  const blob = await new Promise<Blob | null>((r) => canvas.toBlob(r, 'image/png'));
  return blob ? new File([blob], 'vote.png', { type: 'image/png' }) : null;
}

export function VotingShare() {
  const { t, i18n } = useTranslation('voting');
  const [params] = useSearchParams();
  const event = params.get('event') ?? '';
  const candidate = params.get('candidate');
  const [load, retry] = useEvent();
  const [copied, setCopied] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const path = candidate
    ? `${VOTING.detail}?event=${encodeURIComponent(event)}&candidate=${encodeURIComponent(candidate)}`
    : `${VOTING.standing}?event=${encodeURIComponent(event)}`;
  const url = `${location.origin}${path}`;
  const share = async (title: string, name: string | null) => {
    const text = name ? t('shareTextCandidate', { name, title }) : t('shareText', { title });
    try {
      if (typeof navigator.share === 'function') {
        const file = await shareImage(title, name, t('shareImageLine'));
        if (file && navigator.canShare?.({ files: [file] })) {
          await navigator.share({ title, text, url, files: [file] });
          return;
        }
        await navigator.share({ title, text, url });
        return;
      }
    } catch (err) {
      if ((err as Error).name === 'AbortError') return;
    }
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      inputRef.current?.select();
    }
    setCopied(true);
    snackbars.show({ message: 'voting:copied', type: 'success' });
  };
  return (
    <Guard>
      <Page title={t('shareTitle')} className="page--voting">
        <Loaded load={load} retry={retry}>
          {(e) => {
            const name = e.candidates.find((c) => c.slug === candidate)?.name ?? null;
            return (
              <>
                <p>
                  {name
                    ? t('shareTextCandidate', { name, title: e.title })
                    : t('shareText', { title: e.title })}
                </p>
                <label className="field">
                  <span className="field__label">{t('shareLink')}</span>
                  <input
                    ref={inputRef}
                    className="input"
                    readOnly
                    value={url}
                    lang={i18n.language}
                  />
                </label>
                <button
                  type="button"
                  className="button button--primary"
                  onClick={() => void share(e.title, name)}
                >
                  {t(typeof navigator.share === 'function' ? 'shareNow' : 'copyLink')}
                </button>
                {copied && (
                  <p role="status" className="muted">
                    {t('copied')}
                  </p>
                )}
              </>
            );
          }}
        </Loaded>
      </Page>
    </Guard>
  );
}

const FAQ_KEYS = ['What', 'Votes', 'Quota', 'Twice', 'End', 'Share'] as const;

export function VotingFaq() {
  const { t } = useTranslation('voting');
  return (
    <Page title={t('faqTitle')} className="page--voting">
      <VotingNav />
      {FAQ_KEYS.map((k) => (
        <details key={k} className="card faq-item">
          <summary>{t(`faq${k}Q`)}</summary>
          <p>{t(`faq${k}A`)}</p>
        </details>
      ))}
      <VLink to={VOTING.entry} className="button button--secondary">
        {t('seeEvents')}
      </VLink>
    </Page>
  );
}
