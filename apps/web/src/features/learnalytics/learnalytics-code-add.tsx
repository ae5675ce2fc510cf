/** /learnalytics/code/add/: 1 to 10 letters or digits; an unknown code is said so. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { TRACKING_CODE_MAX, TRACKING_CODE_MIN } from '@web-ed/engine';
import { isApiError } from '@web-ed/api-client';
import { errorTextKey } from '../../lib/shell/error-text';
import { HeroArt } from '../../lib/icons';
import { addCode } from './learnalytics-data';
import { useGo } from '../../lib/nav';
import { PATH } from '../../lib/paths';
import { snackbars } from '../../lib/store';
import '../../lib/styles/program-list.css';
import './learnalytics.css';

const CODE_PATTERN = new RegExp(`^[A-Za-z0-9]{${TRACKING_CODE_MIN},${TRACKING_CODE_MAX}}$`);

export function LearnalyticsCodeAdd() {
  const { t } = useTranslation('learnalytics');
  const go = useGo();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const value = code.trim();
    if (!CODE_PATTERN.test(value)) {
      setError('learnalytics:codeHint');
      return;
    }
    setSending(true);
    setError(null);
    try {
      await addCode(value);
      snackbars.show({ message: 'learnalytics:added', type: 'success' });
      go(PATH.trackingCode, { replace: true });
    } catch (err) {
      setSending(false);
      if (isApiError(err) && err.error === 'la_code_added') setError('learnalytics:alreadyAdded');
      else if (isApiError(err) && err.error === 'la_code_limit') setError('learnalytics:limit');
      else setError(errorTextKey(err) ?? 'errors:generic');
    }
  };
  return (
    <div className="page">
      <HeroArt name="code" />
      <h1 className="page__title">{t('addTitle')}</h1>
      <p className="muted">{t('addIntro')}</p>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <label className="field__label" htmlFor="tracking-code">
          {t('codeLabel')}
        </label>
        <input
          id="tracking-code"
          className="input tracking-code"
          value={code}
          autoCapitalize="characters"
          autoComplete="off"
          maxLength={TRACKING_CODE_MAX}
          aria-invalid={error !== null || undefined}
          aria-describedby="tracking-code-help"
          onChange={(e) => {
            setCode(e.target.value);
            setError(null);
          }}
        />
        {error ? (
          <p id="tracking-code-help" className="field__error" role="alert">
            {t(error)}
          </p>
        ) : (
          <p id="tracking-code-help" className="field__hint">
            {t('codeHint')}
          </p>
        )}
        <button
          type="submit"
          className="button button--primary"
          disabled={sending}
          aria-busy={sending}
        >
          {t('addCode')}
        </button>
      </form>
    </div>
  );
}
