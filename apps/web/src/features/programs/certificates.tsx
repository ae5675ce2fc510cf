/**
 * /certificates/: the student's certificates (download as PDF, the public verification link) and
 * the certificate name, set once. /certificates/?verify=<code> is the public check of a
 * certificate, open without signing in (docs/decisions.md).
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { Navigate, useSearchParams } from '../../lib/router';
import { useSnapshot } from 'valtio';
import { isApiError } from '@web-ed/api-client';
import { errorTextKey } from '../../lib/shell/error-text';
import { Loaded } from '../../lib/chrome';
import { HeroArt } from '../../lib/icons';
import { VLink } from '../../lib/nav';
import { PATH } from '../../lib/paths';
import {
  downloadCertificate,
  fetchCertificates,
  setCertificateName,
  verifyCertificate,
  type Certificate,
} from './programs-data';
import { snackbars, state } from '../../lib/store';
import { useLoad } from '../../lib/use-load';
import '../../lib/styles/program-list.css';
import './programs.css';

const NAME_PATTERN = /^[a-z0-9]{3,50}$/i;

/** In groups of four, as the public check shows it (a code is read aloud and typed back). */
function groupedCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

function formatDate(iso: string, lang: string): string {
  return new Date(iso).toLocaleDateString(lang, { day: 'numeric', month: 'long', year: 'numeric' });
}

function Verify({ code }: { code: string }) {
  const { t, i18n } = useTranslation('programs');
  const [load, retry] = useLoad(
    () =>
      verifyCertificate(code, i18n.language).catch((e: unknown) => {
        if (isApiError(e) && e.status === 404) return null;
        throw e;
      }),
    [code, i18n.language],
  );
  return (
    <div className="page">
      <h1 className="page__title">{t('verifyTitle')}</h1>
      <Loaded load={load} retry={retry}>
        {(data) =>
          data ? (
            <section className="card certificate certificate--valid" aria-live="polite">
              <HeroArt name="check" />
              <h2 className="program__name">{t('verifyValid')}</h2>
              <dl className="certificate__facts">
                <dt>{t('holder')}</dt>
                <dd>{data.name ?? '—'}</dd>
                <dt>{t('program')}</dt>
                <dd>{data.program_name}</dd>
                <dt>{t('issuedOn')}</dt>
                <dd>{formatDate(data.issued_at, i18n.language)}</dd>
                <dt>{t('verificationCode')}</dt>
                <dd className="certificate__code">{data.code}</dd>
              </dl>
            </section>
          ) : (
            <div className="card card--error" role="alert">
              <p>{t('verifyInvalid')}</p>
            </div>
          )
        }
      </Loaded>
    </div>
  );
}

function NameForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation('programs');
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const invalid = !NAME_PATTERN.test(name.trim());
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (invalid) return;
    setSaving(true);
    try {
      await setCertificateName(name.trim());
      snackbars.show({ message: 'programs:nameSaved', type: 'success' });
      onSaved();
    } catch (err) {
      snackbars.show({
        message:
          isApiError(err) && err.messageCode === 2
            ? 'programs:nameRejected'
            : (errorTextKey(err) ?? 'errors:generic'),
        type: 'error',
      });
    } finally {
      setSaving(false);
    }
  };
  return (
    <form className="card form" onSubmit={(e) => void submit(e)} noValidate>
      <label className="field__label" htmlFor="certificate-name">
        {t('certificateNameLabel')}
      </label>
      <input
        id="certificate-name"
        className="input"
        value={name}
        autoComplete="name"
        maxLength={50}
        aria-invalid={(tried && invalid) || undefined}
        aria-describedby="certificate-name-hint"
        onChange={(e) => setName(e.target.value)}
      />
      <p id="certificate-name-hint" className={tried && invalid ? 'field__error' : 'field__hint'}>
        {t('certificateNameHint')}
      </p>
      <button type="submit" className="button button--primary" disabled={saving} aria-busy={saving}>
        {t('saveName')}
      </button>
    </form>
  );
}

function CertificateCard({ cert, canDownload }: { cert: Certificate; canDownload: boolean }) {
  const { t, i18n } = useTranslation('programs');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadCertificate(cert.code);
    } catch (err) {
      snackbars.show({ message: errorTextKey(err) ?? 'errors:generic', type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="card certificate" data-code={cert.code}>
      <p className="eyebrow">{t(`type_${cert.program_type}`)}</p>
      <h2 className="program__name">{cert.program_name}</h2>
      <p className="muted">
        {t('issuedOn')}: {formatDate(cert.issued_at, i18n.language)}
      </p>
      <p className="muted">
        {t('verificationCode')}: <span className="certificate__code">{groupedCode(cert.code)}</span>
      </p>
      <button
        type="button"
        className="button button--primary"
        disabled={!canDownload || busy}
        aria-busy={busy}
        onClick={() => void download()}
      >
        {t('downloadPdf')}
      </button>
      <a className="button button--secondary" href={cert.verify_url}>
        {t('verifyLink')}
      </a>
    </li>
  );
}

function MyCertificates() {
  const { t, i18n } = useTranslation('programs');
  const [load, retry] = useLoad(() => fetchCertificates(i18n.language), [i18n.language]);
  return (
    <div className="page">
      <h1 className="page__title">{t('certificatesTitle')}</h1>
      <Loaded load={load} retry={retry}>
        {(data) => (
          <>
            {data.user_certificate_name ? (
              <p className="card">
                {t('certificateNameIs')} <strong>{data.user_certificate_name}</strong>
              </p>
            ) : (
              <NameForm onSaved={retry} />
            )}
            {data.certificates.length === 0 ? (
              <div className="card">
                <p>{t('noCertificates')}</p>
                <VLink to={PATH.storage} className="button button--secondary">
                  {t('myProgramTitle')}
                </VLink>
              </div>
            ) : (
              <ul className="program__list">
                {data.certificates.map((c) => (
                  <CertificateCard
                    key={c.code}
                    cert={c}
                    canDownload={data.user_certificate_name !== null}
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </Loaded>
    </div>
  );
}

export function Certificates() {
  const [params] = useSearchParams();
  const snap = useSnapshot(state);
  const code = params.get('verify');
  if (code) return <Verify code={code} />;
  if (!snap.session) return <Navigate to={PATH.login} replace />;
  return <MyCertificates />;
}
