/**
 * /faq/?category= (the info topics, a search over the FAQ text, the questions of a topic) and
 * /faq/detail/?id&category (one answer, with "this was helpful" once per student).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { withVersion } from '../shell';
import { errorTextKey } from '../shell/error-text';
import { Loaded } from '../app/chrome';
import { fetchFaq, isFaqCategory, markHelpful, type FaqItem } from '../app/faq-data';
import { href, VLink } from '../app/nav';
import { PATH } from '../app/routes';
import { snackbars, state } from '../app/store';
import { useLoad } from '../app/use-load';
import './programs.css';

function QuestionLinks({ items }: { items: FaqItem[] }) {
  return (
    <ul className="program__list faq-list">
      {items.map((f) => (
        <li key={f.id}>
          <VLink
            to={href(PATH.faqDetail, { id: f.id, category: f.category })}
            className="settings-row faq-link"
          >
            <span className="settings-row__title">{f.question}</span>
            <span aria-hidden="true">›</span>
          </VLink>
        </li>
      ))}
    </ul>
  );
}

export function Faq() {
  const { t, i18n } = useTranslation('faq');
  const [params, setParams] = useSearchParams();
  const raw = params.get('category');
  const category = isFaqCategory(raw) ? raw : null;
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [load, retry] = useLoad(
    () =>
      fetchFaq(i18n.language, {
        ...(category && !query ? { category } : {}),
        ...(query ? { q: query } : {}),
      }),
    [i18n.language, category, query],
  );
  return (
    <div className="page">
      <h1 className="page__title">{category ? t(`cat_${category}`) : t('title')}</h1>
      <form
        className="faq-search"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setQuery(text.trim());
        }}
      >
        <label className="visually-hidden" htmlFor="faq-search">
          {t('searchLabel')}
        </label>
        <input
          id="faq-search"
          type="search"
          className="input"
          placeholder={t('searchPlaceholder')}
          value={text}
          maxLength={100}
          onChange={(e) => {
            setText(e.target.value);
            if (e.target.value.trim() === '') setQuery('');
          }}
        />
        <button type="submit" className="button button--primary">
          {t('search')}
        </button>
      </form>
      <Loaded load={load} retry={retry}>
        {(data) => (
          <>
            {!query && (
              <nav className="faq-topics" aria-label={t('topics')}>
                {data.categories
                  .filter((c) => c.count > 0)
                  .map((c) => (
                    <button
                      key={c.category}
                      type="button"
                      className="chip"
                      aria-pressed={c.category === category}
                      onClick={() => {
                        const next = new URLSearchParams(params);
                        if (c.category === category) next.delete('category');
                        else next.set('category', c.category);
                        setParams(next);
                      }}
                    >
                      {t(`cat_${c.category}`)}
                    </button>
                  ))}
              </nav>
            )}
            {query && (
              <p className="muted" aria-live="polite">
                {t('results', { n: data.faqs.length, query })}
              </p>
            )}
            {data.faqs.length === 0 ? (
              <p className="muted">{t('noResults')}</p>
            ) : (
              <QuestionLinks items={data.faqs} />
            )}
          </>
        )}
      </Loaded>
    </div>
  );
}

function Helpful({ item }: { item: FaqItem }) {
  const { t } = useTranslation('faq');
  const snap = useSnapshot(state);
  const [marked, setMarked] = useState(item.is_helpful);
  const [count, setCount] = useState(item.helpful_count);
  const [busy, setBusy] = useState(false);
  if (!snap.session) return <p className="muted">{t('helpfulCount', { n: count })}</p>;
  return (
    <div className="faq-helpful">
      <button
        type="button"
        className="button button--secondary"
        aria-pressed={marked}
        disabled={marked || busy}
        onClick={() => {
          setBusy(true);
          markHelpful(item.id)
            .then((r) => {
              setMarked(true);
              setCount(r.helpful_count);
              snackbars.show({ message: 'faq:thanks', type: 'success' });
            })
            .catch((err: unknown) =>
              snackbars.show({ message: errorTextKey(err) ?? 'errors:generic', type: 'error' }),
            )
            .finally(() => setBusy(false));
        }}
      >
        {marked ? t('markedHelpful') : t('markHelpful')}
      </button>
      <p className="muted">{t('helpfulCount', { n: count })}</p>
    </div>
  );
}

export function FaqDetail() {
  const { t, i18n } = useTranslation('faq');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const raw = params.get('category');
  const category = isFaqCategory(raw) ? raw : null;
  const valid = Number.isInteger(id) && id > 0;
  const [load, retry] = useLoad(
    () => (valid ? fetchFaq(i18n.language, { id }) : Promise.resolve(null)),
    [id, valid, i18n.language],
  );
  const [related] = useLoad(
    () => (category ? fetchFaq(i18n.language, { category }) : Promise.resolve(null)),
    [category, i18n.language],
  );
  if (!valid) return <Navigate to={withVersion(PATH.faq)} replace />;
  const others =
    related.status === 'ready' && related.data ? related.data.faqs.filter((f) => f.id !== id) : [];
  return (
    <div className="page">
      <Loaded load={load} retry={retry}>
        {(data) => {
          const item = data?.faqs[0];
          if (!item) return null;
          return (
            <article className="card faq-answer">
              <p className="eyebrow">{t(`cat_${item.category}`)}</p>
              <h1 className="page__title">{item.question}</h1>
              <p>{item.answer}</p>
              <Helpful item={item} />
            </article>
          );
        }}
      </Loaded>
      {others.length > 0 && (
        <section aria-labelledby="faq-more">
          <h2 id="faq-more" className="program__heading">
            {t('moreInTopic')}
          </h2>
          <QuestionLinks items={others} />
        </section>
      )}
      <VLink
        to={category ? href(PATH.faq, { category }) : PATH.faq}
        className="button button--secondary"
      >
        {t('backToFaq')}
      </VLink>
    </div>
  );
}
