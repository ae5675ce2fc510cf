/**
 * "Download for offline" on a course's screen: the pack's size before it starts (the server's
 * listing), a progress bar while it runs, Cancel, Resume after a cut, Update when the course
 * changed (only what changed is fetched), and Remove. Offline it says what the device holds.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unwrap } from '@web-ed/api-client';
import type { GetCoursePackResponse } from '@web-ed/schemas/api';
import { errorTextKey } from '../../../lib/shell';
import { api } from '../../../lib/store';
import { formatBytes } from './byte-size';
import { downloadPack, type PackProgress } from './download-pack';
import {
  packFiles,
  planDownload,
  packStatus,
  type PackListing,
  type StoredPack,
} from './pack-plan';
import { deletePack, packsAvailable, readPack } from './pack-store';
import { config } from '../../../lib/config';
import './course-pack.css';

async function fetchListing(subjectId: number): Promise<PackListing> {
  return unwrap(
    await api.get<GetCoursePackResponse>('learning', 'learning/get-course-pack', {
      query: { subject_id: subjectId },
    }),
  );
}

type Running = { controller: AbortController; progress: PackProgress };

export function CoursePackPanel({ subjectId }: { subjectId: number }) {
  const { t, i18n } = useTranslation('courses');
  const lang = i18n.language;
  const [listing, setListing] = useState<PackListing | null>(null);
  const [stored, setStored] = useState<StoredPack | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [running, setRunning] = useState<Running | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [online, setOnline] = useState(navigator.onLine);
  const live = useRef(true);

  useEffect(() => {
    live.current = true;
    const on = () => setOnline(navigator.onLine);
    addEventListener('online', on);
    addEventListener('offline', on);
    return () => {
      live.current = false;
      removeEventListener('online', on);
      removeEventListener('offline', on);
    };
  }, []);

  useEffect(() => {
    if (!packsAvailable()) return;
    let current = true;
    void readPack(subjectId).then((p) => current && setStored(p));
    const listed = online
      ? fetchListing(subjectId).then(
          (l) => current && setListing(l),
          () => undefined,
        )
      : Promise.resolve();
    void listed.finally(() => current && setLoaded(true));
    return () => {
      current = false;
    };
  }, [subjectId, online]);

  if (!packsAvailable() || !loaded) return null;

  const status = packStatus(stored, listing, lang);
  const left = listing ? planDownload(packFiles(listing, config.apiBase, lang), stored).bytes : 0;
  const size = (bytes: number) => formatBytes(bytes, lang);

  const start = async () => {
    if (!listing) return;
    const controller = new AbortController();
    setError(null);
    setRunning({ controller, progress: { done: 0, total: left } });
    try {
      const pack = await downloadPack(
        listing,
        lang,
        (progress) => live.current && setRunning({ controller, progress }),
        controller.signal,
      );
      if (live.current) setStored(pack);
      // A course the student chose to keep: ask the browser not to evict it under pressure.
      void navigator.storage?.persist?.().catch(() => undefined);
    } catch (err) {
      if (!live.current) return;
      setStored(await readPack(subjectId));
      if (!controller.signal.aborted)
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

  const percent = running
    ? Math.floor((100 * running.progress.done) / Math.max(1, running.progress.total))
    : 0;

  return (
    <section className="card course-pack" aria-labelledby="course-pack-title">
      <h2 id="course-pack-title" className="course-pack__title">
        {t('packTitle')}
      </h2>
      {running ? (
        <>
          <div
            className="progress"
            role="progressbar"
            aria-label={t('packDownloading')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <div className="progress__bar" style={{ width: `${percent}%` }} />
          </div>
          <p className="course-pack__meta" aria-live="polite">
            {t('packProgress', {
              done: size(running.progress.done),
              total: size(running.progress.total),
            })}
          </p>
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
          <p className="course-pack__meta">
            {t('packReady', {
              size: size(stored.bytes),
              date: new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(
                stored.completed_at ?? 0,
              ),
            })}
          </p>
          <button type="button" className="button button--secondary" onClick={() => void remove()}>
            {t('packRemove')}
          </button>
        </>
      ) : !listing ? (
        <p className="course-pack__meta">
          {status === 'partial' || status === 'update'
            ? t('packPartialOffline')
            : t('packNeedsInternet')}
        </p>
      ) : (
        <>
          <p className="course-pack__meta">
            {status === 'update'
              ? t('packUpdateHint')
              : status === 'partial'
                ? t('packPartialHint')
                : t('packHint')}
          </p>
          <button type="button" className="button button--primary" onClick={() => void start()}>
            {status === 'update'
              ? t('packUpdate', { size: size(left) })
              : status === 'partial'
                ? t('packResume', { size: size(left) })
                : t('packDownload', { size: size(left) })}
          </button>
          {stored && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void remove()}
            >
              {t('packRemove')}
            </button>
          )}
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
