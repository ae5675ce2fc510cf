/**
 * /share/ (issue 24, item 4): open a chapter file a friend sent (picked here, or shared to the
 * installed app from another app; checked before anything in it is shown), play or remove the
 * chapters opened so far, and share a chapter of a downloaded course (?sid= shows it first). Nothing here needs a connection; online, the server's key is
 * fetched again, so a server that changed its key is followed.
 */
import { useEffect, useState, type ChangeEvent } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { useSearchParams } from '../../lib/router';
import { Loaded } from '../../lib/chrome';
import { href, VLink } from '../../lib/nav';
import { PATH } from '../../lib/paths';
import {
  deleteSharedChapter,
  listPacks,
  listSharedChapters,
  type SharedChapter,
} from '../../lib/storage';
import { useLoad } from '../../lib/use-load';
import { formatBytes } from '../courses';
import { PackRefused, type PackRefusal } from './chapter-pack-file';
import { chapterFile, shareableChapters, shareFile, type ShareableChapter } from './export-chapter';
import { importChapter, NoPackKey } from './import-chapter';
import { sharedFiles, type SharedFile } from './inbox';
import { rememberPackKey } from './pack-key';
import './share.css';

const REFUSAL_TEXT: Record<PackRefusal, string> = {
  not_a_pack: 'shareNotAPack',
  newer_format: 'shareNewerFormat',
  foreign: 'shareForeign',
  changed: 'shareChanged',
  too_big: 'shareTooBig',
};

async function loadShare(first: number) {
  const [received, packs] = await Promise.all([listSharedChapters(), listPacks()]);
  const courses = await Promise.all(
    packs
      .filter((p) => p.completed_at !== null)
      .sort((a, b) => Number(b.subject_id === first) - Number(a.subject_id === first))
      .map(shareableChapters),
  );
  return { received, courses: courses.filter((c) => c.length > 0) };
}

type Message = { kind: 'status' | 'alert'; text: string };

export function Share() {
  const { t, i18n } = useTranslation('courses');
  const lang = i18n.language;
  const [params] = useSearchParams();
  const first = Number(params.get('sid'));
  const [load, retry] = useLoad(() => loadShare(first), [first]);
  const [message, setMessage] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  const size = (bytes: number) => formatBytes(bytes, lang);
  const date = (ms: number) => new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(ms);

  const [inbox, setInbox] = useState<SharedFile[]>([]);

  /** 'tried' once the file was opened or refused; 'untried' when it could not be checked yet. */
  const open = async (file: File): Promise<'tried' | 'untried'> => {
    setBusy(true);
    setMessage(null);
    try {
      const chapter = await importChapter(file, lang);
      setMessage({
        kind: 'status',
        text: t('shareOpened', { chapter: chapter.chapter_name, course: chapter.subject_name }),
      });
      retry();
      return 'tried';
    } catch (error) {
      const refused = error instanceof PackRefused;
      setMessage({
        kind: 'alert',
        text: t(
          refused
            ? REFUSAL_TEXT[error.reason]
            : error instanceof NoPackKey
              ? 'shareNoKey'
              : 'shareOpenFailed',
        ),
      });
      return refused ? 'tried' : 'untried';
    } finally {
      setBusy(false);
    }
  };

  const openInbox = async () => {
    // The server's key first, where there is a connection: a phone new to the app has none yet.
    if (navigator.onLine) await rememberPackKey().catch(() => undefined);
    for (const shared of inbox)
      if ((await open(await shared.file())) === 'tried') await shared.done();
    setInbox(await sharedFiles());
  };

  useEffect(() => {
    if (navigator.onLine) void rememberPackKey(true).catch(() => undefined);
    // Files shared to the installed app from another app wait for a tap: any page can send some.
    void sharedFiles().then(setInbox);
  }, []);

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again must fire again.
    event.target.value = '';
    if (file) void open(file);
  };

  const send = async (chapter: ShareableChapter) => {
    setMessage(null);
    try {
      const file = await chapterFile(chapter);
      const how = await shareFile(file, chapter.chapterName);
      if (how === 'saved')
        setMessage({ kind: 'status', text: t('shareSaved', { file: file.name }) });
    } catch {
      setMessage({ kind: 'alert', text: t('shareExportFailed') });
    }
  };

  const remove = async (chapter: SharedChapter) => {
    await deleteSharedChapter(chapter.subject_id, chapter.chapter_id);
    retry();
  };

  return (
    <div className="page share">
      <h1 className="page__title">{t('shareTitle')}</h1>
      <p className="muted">{t('shareIntro')}</p>
      {inbox.length > 0 && (
        <section className="card share__open share__inbox" aria-labelledby="share-inbox-title">
          <h2 id="share-inbox-title" className="share__heading">
            {t('shareInbox')}
          </h2>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => void openInbox()}
          >
            {t('shareInboxOpen')}
          </button>
        </section>
      )}
      <section className="card share__open" aria-labelledby="share-open-title">
        <h2 id="share-open-title" className="share__heading">
          {t('shareOpenTitle')}
        </h2>
        <p className="muted">{t('shareOpenHint')}</p>
        {/* Any file: phones' pickers grey out an extension they do not know (.webed). */}
        <label className={`button button--primary share__pick${busy ? ' is-busy' : ''}`}>
          {busy ? t('shareChecking') : t('shareOpen')}
          <input className="share__file" type="file" disabled={busy} onChange={picked} />
        </label>
      </section>
      {message && (
        <p
          className={message.kind === 'alert' ? 'field__error' : 'share__status'}
          role={message.kind}
        >
          {message.text}
        </p>
      )}
      <Loaded load={load} retry={retry}>
        {({ received, courses }) => (
          <>
            <h2 className="settings-heading">{t('shareReceived')}</h2>
            {received.length === 0 ? (
              <p className="card">{t('shareReceivedEmpty')}</p>
            ) : (
              <ul className="settings-list">
                {received.map((c) => (
                  <li key={`${c.subject_id}-${c.chapter_id}`}>
                    <div className="settings-row share__received">
                      <span className="settings-row__text">
                        <span className="settings-row__title">{c.chapter_name}</span>
                        <span className="settings-row__desc">
                          {t('shareReceivedMeta', {
                            course: c.subject_name,
                            size: size(c.bytes),
                            date: date(c.received_at),
                          })}
                        </span>
                      </span>
                      <span className="share__actions">
                        <VLink
                          className="button button--primary"
                          to={href(PATH.learn, {
                            sid: c.subject_id,
                            cid: c.chapter_id,
                            source: 'shared',
                          })}
                          aria-label={t('sharePlayChapter', { chapter: c.chapter_name })}
                        >
                          {t('sharePlay')}
                        </VLink>
                        <button
                          type="button"
                          className="button button--secondary"
                          aria-label={t('shareRemoveChapter', { chapter: c.chapter_name })}
                          onClick={() => void remove(c)}
                        >
                          {t('shareRemove')}
                        </button>
                      </span>
                    </div>
                  </li>
                ))}
              </ul>
            )}
            <h2 className="settings-heading">{t('shareSend')}</h2>
            {courses.length === 0 ? (
              <p className="card">{t('shareSendEmpty')}</p>
            ) : (
              courses.map((chapters) => (
                <section key={chapters[0]!.subjectId} aria-label={chapters[0]!.subjectName}>
                  <h3 className="share__course">{chapters[0]!.subjectName}</h3>
                  <ul className="settings-list">
                    {chapters.map((c) => (
                      <li key={c.chapterId}>
                        <div className="settings-row">
                          <span className="settings-row__text">
                            <span className="settings-row__title">{c.chapterName}</span>
                          </span>
                          <button
                            type="button"
                            className="button button--secondary"
                            aria-label={t('shareChapter', { chapter: c.chapterName })}
                            onClick={() => void send(c)}
                          >
                            {t('shareButton')}
                          </button>
                        </div>
                      </li>
                    ))}
                  </ul>
                </section>
              ))
            )}
          </>
        )}
      </Loaded>
    </div>
  );
}
