/**
 * "Download for offline" on a course's screen: the pack's size before it starts (the server's
 * listing), a progress bar while it runs, Cancel, Resume after a cut, Update when the course
 * changed (only what changed is fetched), and Remove. Offline it says what the device holds.
 * Leaving the screen cancels a download; what it stored stays, and Resume fetches the rest.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { unwrap } from '@web-ed/api-client';
import type { GetCoursePackResponse } from '@web-ed/schemas/api';
import { Skeleton } from '../../../lib/chrome';
import { config } from '../../../lib/config';
import { href, VLink } from '../../../lib/nav';
import { PATH } from '../../../lib/paths';
import { ProgressBar } from '../../../lib/progress-bar';
import { errorTextKey } from '../../../lib/shell';
import { packWaitsForWifi } from '../../../lib/data-meter';
import { deletePack, packsAvailable, readPack, type StoredPack } from '../../../lib/storage';
import { api } from '../../../lib/store';
import { formatBytes } from './byte-size';
import { downloadPack, type PackProgress } from './download-pack';
import { packFiles, packStatus, planDownload, type PackListing } from './pack-plan';
import './course-pack.css';

/**
 * What a play of each chapter costs in data: still asked for, each chapter's bytes online by
 * chapter id (the server's wire_bytes), nothing ('on-device'), or not known (null).
 */
export type ChapterCosts = 'asking' | ReadonlyMap<number, number> | 'on-device' | null;

/** Packs need Cache Storage and a service worker to serve them. */
const canKeepPacks = () => packsAvailable() && 'serviceWorker' in navigator;

/** Before the panel has looked: its costs are asked for wherever it can keep packs. */
export const initialCosts = (): ChapterCosts => (canKeepPacks() ? 'asking' : null);

async function fetchListing(subjectId: number, lang: string): Promise<PackListing> {
  return unwrap(
    await api.get<GetCoursePackResponse>('learning', 'learning/get-course-pack', {
      query: { subject_id: subjectId, lang },
    }),
  );
}

type Running = { controller: AbortController; progress: PackProgress };

/** `onCosts`: what each chapter's play costs, once the panel knows (see ChapterCosts). */
export function CoursePackPanel({
  subjectId,
  onCosts,
}: {
  subjectId: number;
  onCosts: (costs: ChapterCosts) => void;
}) {
  const { t, i18n } = useTranslation('courses');
  const lang = i18n.language;
  const [listing, setListing] = useState<PackListing | null>(null);
  const [listingFailed, setListingFailed] = useState(false);
  const [stored, setStored] = useState<StoredPack | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [running, setRunning] = useState<Running | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [online, setOnline] = useState(navigator.onLine);
  const [attempt, setAttempt] = useState(0);
  const live = useRef(true);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    live.current = true;
    const on = () => setOnline(navigator.onLine);
    addEventListener('online', on);
    addEventListener('offline', on);
    return () => {
      live.current = false;
      controller.current?.abort();
      removeEventListener('online', on);
      removeEventListener('offline', on);
    };
  }, []);

  useEffect(() => {
    if (!canKeepPacks()) return;
    let current = true;
    void readPack(subjectId).then((p) => current && setStored(p));
    const listed = online
      ? fetchListing(subjectId, lang).then(
          (l) => {
            if (!current) return;
            setListing(l);
            setListingFailed(false);
          },
          () => current && setListingFailed(true),
        )
      : Promise.resolve();
    void listed.finally(() => current && setLoaded(true));
    return () => {
      current = false;
    };
  }, [subjectId, lang, online, attempt]);

  const status = packStatus(stored, listing, lang);
  useEffect(() => {
    if (!loaded) return;
    onCosts(
      status === 'ready'
        ? 'on-device'
        : listing
          ? new Map(listing.chapters.map((c) => [c.chapter_id, c.wire_bytes]))
          : null,
    );
  }, [loaded, listing, status, onCosts]);

  if (!canKeepPacks()) return null;
  const title = (
    <h2 id="course-pack-title" className="course-pack__title">
      {t('packTitle')}
    </h2>
  );
  if (!loaded)
    return (
      <section className="card course-pack" aria-labelledby="course-pack-title">
        {title}
        <Skeleton lines={1} />
      </section>
    );

  const left = listing ? planDownload(packFiles(listing, config.apiBase, lang), stored).bytes : 0;
  const size = (bytes: number) => formatBytes(bytes, lang);

  const start = async () => {
    if (!listing) return;
    const abort = new AbortController();
    controller.current = abort;
    setError(null);
    setRunning({ controller: abort, progress: { done: 0, total: left } });
    try {
      const pack = await downloadPack(
        api,
        listing,
        lang,
        (progress) => live.current && setRunning({ controller: abort, progress }),
        abort.signal,
      );
      if (!live.current) return;
      setStored(pack);
      // A course the student chose to keep: ask the browser not to evict it under pressure.
      void navigator.storage?.persist?.().catch(() => undefined);
    } catch (err) {
      if (!live.current) return;
      setStored(await readPack(subjectId));
      if (!abort.signal.aborted)
        setError(
          navigator.onLine ? (errorTextKey(err) ?? 'errors:generic') : 'courses:packOffline',
        );
    } finally {
      if (live.current) setRunning(null);
    }
  };

  const remove = async () => {
    await deletePack(subjectId);
    setStored(null);
  };

  const progressText = running
    ? t('packProgress', { done: size(running.progress.done), total: size(running.progress.total) })
    : undefined;

  const removeButton = (
    <button type="button" className="button button--secondary" onClick={() => void remove()}>
      {t('packRemove')}
    </button>
  );

  return (
    <section className="card course-pack" aria-labelledby="course-pack-title">
      {title}
      {running ? (
        <>
          <ProgressBar
            value={running.progress.done}
            max={Math.max(1, running.progress.total)}
            label={t('packDownloading')}
            valueText={progressText}
          />
          <p className="course-pack__meta">{progressText}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => running.controller.abort()}
          >
            {t('packCancel')}
          </button>
        </>
      ) : status === 'ready' && stored ? (
        <>
          {/* Said when it appears: the end of a download the student started. */}
          <p className="course-pack__meta" role="status">
            {t('packReady', {
              size: size(stored.bytes),
              date: new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(
                stored.completed_at ?? 0,
              ),
            })}
          </p>
          <VLink className="button button--secondary" to={href(PATH.share, { sid: subjectId })}>
            {t('packShareLink')}
          </VLink>
          {removeButton}
        </>
      ) : !listing ? (
        <>
          <p className="course-pack__meta">
            {online && listingFailed
              ? t('errors:generic')
              : status === 'partial' || status === 'update'
                ? t('packPartialOffline')
                : t('packNeedsInternet')}
          </p>
          {online && listingFailed && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setAttempt((n) => n + 1)}
            >
              {t('common:retry')}
            </button>
          )}
          {stored && removeButton}
        </>
      ) : (
        <>
          <p className="course-pack__meta">
            {status === 'update'
              ? t('packUpdateHint')
              : status === 'partial'
                ? t('packPartialHint')
                : t('packHint')}
          </p>
          {packWaitsForWifi() ? (
            <p className="course-pack__meta">{t('packWaitsForWifi')}</p>
          ) : (
            <button type="button" className="button button--primary" onClick={() => void start()}>
              {status === 'update'
                ? t('packUpdate', { size: size(left) })
                : status === 'partial'
                  ? t('packResume', { size: size(left) })
                  : t('packDownload', { size: size(left) })}
            </button>
          )}
          {stored && removeButton}
        </>
      )}
      {error && (
        <p className="field__error" role="alert">
          {t(error)}
        </p>
      )}
    </section>
  );
}
