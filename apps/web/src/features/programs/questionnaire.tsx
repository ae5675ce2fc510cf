/**
 * /questionnaire/?id=: one questionnaire to answer: single choice (radios), multiple choice
 * (checkboxes), a scale (radios from min to max) and free text. Required questions are marked
 * and checked before sending; the server checks every answer again. Answered: /survey/thank-you/.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { Navigate, useSearchParams } from '../../lib/router';
import { withVersion } from '../../lib/shell';
import { errorTextKey } from '../../lib/shell/error-text';
import { Loaded } from '../../lib/chrome';
import { href, useGo, VLink } from '../../lib/nav';
import { PATH } from '../../lib/paths';
import {
  fetchQuestionnaire,
  submitQuestionnaire,
  type AnswerValue,
  type QuestionnaireData,
  type SurveyQuestion,
} from './programs-data';
import { snackbars } from '../../lib/store';
import { answersToSend, missingAnswers } from './survey-answers';
import { useLoad } from '../../lib/use-load';
import './programs.css';

type Answers = Record<string, AnswerValue>;

function Question({
  question,
  value,
  onChange,
  missing,
}: {
  question: SurveyQuestion;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue) => void;
  missing: boolean;
}) {
  const { t } = useTranslation('programs');
  const name = `q-${question.id}`;
  const legend = (
    <legend className="field__label">
      {question.prompt}
      {question.required ? (
        <span className="survey__required"> {t('requiredMark')}</span>
      ) : (
        <span className="muted"> {t('optionalMark')}</span>
      )}
    </legend>
  );
  const error = missing && (
    <p className="field__error" role="alert">
      {t('answerRequired')}
    </p>
  );
  switch (question.type) {
    case 'single':
    case 'multiple': {
      const multiple = question.type === 'multiple';
      const chosen = new Set(
        Array.isArray(value) ? value : typeof value === 'string' ? [value] : [],
      );
      return (
        <div className="card survey__question">
          <fieldset className="field" aria-invalid={missing || undefined}>
            {legend}
            {multiple && <p className="field__hint">{t('chooseAll')}</p>}
            {(question.options ?? []).map((o) => (
              <label key={o.id} className="choice choice--row">
                <input
                  type={multiple ? 'checkbox' : 'radio'}
                  name={name}
                  value={o.id}
                  checked={chosen.has(o.id)}
                  onChange={(e) => {
                    if (!multiple) return onChange(o.id);
                    const next = new Set(chosen);
                    if (e.target.checked) next.add(o.id);
                    else next.delete(o.id);
                    onChange(
                      (question.options ?? []).map((x) => x.id).filter((id) => next.has(id)),
                    );
                  }}
                />
                <span>{o.label}</span>
              </label>
            ))}
            {error}
          </fieldset>
        </div>
      );
    }
    case 'scale': {
      const min = question.min ?? 1;
      const max = question.max ?? 5;
      const steps = Array.from({ length: max - min + 1 }, (_, i) => min + i);
      return (
        <div className="card survey__question">
          <fieldset className="field" aria-invalid={missing || undefined}>
            {legend}
            <div className="survey__scale">
              {steps.map((n) => (
                <label key={n} className="choice survey__step">
                  <input
                    type="radio"
                    name={name}
                    value={n}
                    checked={value === n}
                    onChange={() => onChange(n)}
                    aria-label={
                      n === min && question.min_label
                        ? `${n} – ${question.min_label}`
                        : n === max && question.max_label
                          ? `${n} – ${question.max_label}`
                          : String(n)
                    }
                  />
                  <span aria-hidden="true">{n}</span>
                </label>
              ))}
            </div>
            <p className="survey__ends" aria-hidden="true">
              <span>{question.min_label}</span>
              <span>{question.max_label}</span>
            </p>
            {error}
          </fieldset>
        </div>
      );
    }
    case 'text': {
      const text = typeof value === 'string' ? value : '';
      const left = (question.max_length ?? 1000) - text.length;
      return (
        <div className="card survey__question">
          <label className="field__label" htmlFor={name}>
            {question.prompt}
            {question.required ? (
              <span className="survey__required"> {t('requiredMark')}</span>
            ) : (
              <span className="muted"> {t('optionalMark')}</span>
            )}
          </label>
          <textarea
            id={name}
            className="input survey__text"
            rows={3}
            maxLength={question.max_length}
            value={text}
            aria-invalid={missing || undefined}
            onChange={(e) => onChange(e.target.value)}
          />
          <p className="field__hint">{t('charactersLeft', { n: left, count: left })}</p>
          {error}
        </div>
      );
    }
  }
}

function QuestionnaireForm({ data }: { data: QuestionnaireData }) {
  const { t } = useTranslation('programs');
  const go = useGo();
  const [answers, setAnswers] = useState<Answers>({});
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const missing = missingAnswers(data.questions, answers);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (missing.length > 0) return;
    setSending(true);
    try {
      await submitQuestionnaire(data.id, answersToSend(answers));
      go(href(PATH.surveyThankYou, { id: data.id }), { replace: true });
    } catch (err) {
      setSending(false);
      snackbars.show({ message: errorTextKey(err) ?? 'errors:generic', type: 'error' });
    }
  };
  return (
    <form className="form survey" onSubmit={(e) => void submit(e)} noValidate>
      {data.questions.map((q) => (
        <Question
          key={q.id}
          question={q}
          value={answers[q.id]}
          missing={tried && missing.includes(q)}
          onChange={(v) => setAnswers((a) => ({ ...a, [q.id]: v }))}
        />
      ))}
      <button
        type="submit"
        className="button button--primary"
        disabled={sending}
        aria-busy={sending}
      >
        {t('submitSurvey')}
      </button>
    </form>
  );
}

export function Questionnaire() {
  const { t, i18n } = useTranslation('programs');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const [load, retry] = useLoad(
    () => (valid ? fetchQuestionnaire(id, i18n.language) : Promise.resolve(null)),
    [id, valid, i18n.language],
  );
  if (!valid) return <Navigate to={withVersion(PATH.survey)} replace />;
  return (
    <div className="page">
      <Loaded load={load} retry={retry}>
        {(data) =>
          data && (
            <>
              <h1 className="page__title">{data.title}</h1>
              {data.description && <p className="muted">{data.description}</p>}
              {data.status === 'completed' ? (
                <div className="card">
                  <p>{t('alreadyAnswered')}</p>
                  <VLink to={PATH.survey} className="button button--secondary">
                    {t('allSurveys')}
                  </VLink>
                </div>
              ) : (
                <QuestionnaireForm data={data} />
              )}
            </>
          )
        }
      </Loaded>
    </div>
  );
}
