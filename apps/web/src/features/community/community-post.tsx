/** /community/current/post/?id=: write a post, text and one image compressed on the device. */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { useSearchParams } from '../../lib/router';
import { Page } from '../../lib/chrome';
import { ACCEPTED_IMAGES, compressImage, ImageTooLarge, ImageUnsupported } from './compress-image';
import { communityErrorKey, createPost, uploadImage } from './community-data';
import { href, useGo } from '../../lib/nav';
import { snackbars } from '../../lib/store';
import { COMMUNITY, idParam } from './community-path';
import { Missing } from './missing';
import '../../lib/styles/card-list.css';
import './community.css';

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
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {busy ? t('posting') : t('publish')}
        </button>
      </form>
    </Page>
  );
}
