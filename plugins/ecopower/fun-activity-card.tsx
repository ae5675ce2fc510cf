import { useEffect, useId, useRef } from 'react';
import { RichText } from '@web-ed/ui';
import { UPLOAD_MAX_BYTES } from '@web-ed/engine';
import type { EcopowerFunActivityCard } from '@web-ed/schemas';
import type { EcopowerStrings } from './strings';
import type { Upload } from './use-upload';
import { CardTitle } from './card-title';
import {
  acceptAttribute,
  canPick,
  canRetry,
  chancesPhase,
  typeNames,
  type UploadState,
} from './upload-rules';

interface FunActivityCardProps {
  card: EcopowerFunActivityCard;
  strings: EcopowerStrings;
  upload: Upload;
  /** The deck is finished: nothing more can be handed in. */
  closed: boolean;
}

const MAX_MB = UPLOAD_MAX_BYTES / (1024 * 1024);

type Message = { tone: 'info' | 'success' | 'error'; text: string };

function messageOf(state: UploadState, strings: EcopowerStrings, names: string[]): Message | null {
  const name = state.fileName ?? '';
  const s = state.status;
  switch (s.kind) {
    case 'idle':
      return null;
    case 'preparing':
      return { tone: 'info', text: strings.preparing };
    case 'uploading':
      return { tone: 'info', text: strings.uploading(name) };
    case 'uploaded':
      return { tone: 'success', text: strings.uploaded(name) };
    case 'refused': {
      const text = {
        'unsupported-type': strings.unsupported(names),
        'too-large': strings.tooLarge(MAX_MB),
        unreadable: strings.unreadable,
      };
      return { tone: 'error', text: text[s.reason] };
    }
    case 'failed': {
      const text = {
        offline: strings.offline,
        server: strings.serverFailed,
        unavailable: strings.unavailable,
      };
      return { tone: 'error', text: text[s.reason] };
    }
  }
}

/**
 * The fun activity: what to do away from the screen, and one file to hand in (2 chances). Every
 * refusal and failure says what happened in its own words; offline and server failures can be
 * retried with the same file.
 */
export function FunActivityCard({ card, strings, upload, closed }: FunActivityCardProps) {
  const inputId = useId();
  const statusId = useId();
  const { state } = upload;
  const names = typeNames(card.accept);
  const message = messageOf(state, strings, names);
  const phase = chancesPhase(state.chancesLeft);
  const pickable = !closed && canPick(state);
  const error = message?.tone === 'error' ? message.text : '';
  const outcomeRef = useRef<HTMLDivElement>(null);

  // The outcome of a pick shows below the button, in a card that may scroll: bring it into view.
  const text = message?.text;
  useEffect(() => {
    if (text) outcomeRef.current?.scrollIntoView({ block: 'nearest' });
  }, [text]);

  return (
    <>
      <CardTitle>{card.title}</CardTitle>
      {card.instructions.split(/\n\s*\n/).map((paragraph, i) => (
        <p key={i} className="eco-card__text">
          <RichText text={paragraph} />
        </p>
      ))}
      <p className="eco-upload__note">{strings.notScored}</p>
      <div className="eco-upload">
        <p className="eco-upload__meta">
          <span>{strings.accepted(names, MAX_MB)}</span>
          <span className={`eco-upload__chances eco-upload__chances--${phase}`}>
            {strings.chances(state.chancesLeft)}
          </span>
        </p>
        <input
          id={inputId}
          type="file"
          className="eco-upload__input"
          accept={acceptAttribute(card.accept)}
          disabled={!pickable}
          aria-describedby={`${statusId}-status ${statusId}-alert`}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            // Cleared, so picking the same file again (after fixing the connection) fires again.
            e.currentTarget.value = '';
            if (file) void upload.pick(file);
          }}
        />
        <label htmlFor={inputId} className="eco-button eco-button--primary eco-upload__pick">
          {state.handedIn ? strings.chooseAnother : strings.chooseFile}
        </label>
        <div ref={outcomeRef} className="eco-upload__outcome">
          <p
            id={`${statusId}-status`}
            className={`eco-upload__status eco-upload__status--${message?.tone ?? 'info'}`}
            role="status"
          >
            {message && message.tone !== 'error' ? message.text : ''}
          </p>
          <p
            id={`${statusId}-alert`}
            className="eco-upload__status eco-upload__status--error"
            role="alert"
          >
            {error}
          </p>
          {!closed && canRetry(state) && (
            <button
              type="button"
              className="eco-button eco-button--secondary"
              onClick={upload.retry}
            >
              {strings.retry}
            </button>
          )}
        </div>
        {closed && <p className="eco-upload__closed">{strings.closed}</p>}
      </div>
    </>
  );
}
