/** /faq/?category=: the info topics, a search over the FAQ text, the questions of a topic. */
import { useState } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { useSearchParams } from '../../lib/router';
import { Loaded } from '../../lib/chrome';
import { isFaqCategory } from './categories';
import { fetchFaq } from './faq-data';
import { useLoad } from '../../lib/use-load';
import { QuestionLinks } from './question-links';
import '../../lib/styles/program-list.css';
import './faq.css';

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
                {t('results', { n: data.faqs.length, count: data.faqs.length, query })}
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
