/**
 * /voting/share/?event=&candidate=: Web Share with an image when the device can, else copy the
 * link.
 */
import { useRef, useState } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { useSearchParams } from '../../lib/router';
import { Page } from '../../lib/chrome';
import { snackbars } from '../../lib/store';
import { Guard } from './guard';
import { shareImage } from './share-image';
import { EventLoaded } from './event-loaded';
import { useEvent } from './use-event';
import { VOTING } from './voting-path';
import '../../lib/styles/card-list.css';
import './voting.css';

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
        <EventLoaded load={load} retry={retry} inPage>
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
        </EventLoaded>
      </Page>
    </Guard>
  );
}
