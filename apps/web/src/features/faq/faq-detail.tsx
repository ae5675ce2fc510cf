/** /faq/detail/?id&category: one answer, with "this was helpful" once per student. */
import { useState } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { Navigate, useSearchParams } from '../../lib/router';
import { useSnapshot } from 'valtio';
import { withVersion } from '../../lib/shell';
import { errorTextKey } from '../../lib/shell/error-text';
import { Loaded } from '../../lib/chrome';
import { isFaqCategory } from './categories';
import { fetchFaq, markHelpful, type FaqItem } from './faq-data';
import { href, VLink } from '../../lib/nav';
import { PATH } from '../../lib/paths';
import { snackbars, state } from '../../lib/store';
import { useLoad } from '../../lib/use-load';
import { QuestionLinks } from './question-links';
import '../../lib/styles/program-list.css';
import './faq.css';

function Helpful({ item }: { item: FaqItem }) {
  const { t } = useTranslation('faq');
  const snap = useSnapshot(state);
  const [marked, setMarked] = useState(item.is_helpful);
  const [count, setCount] = useState(item.helpful_count);
  const [busy, setBusy] = useState(false);
  if (!snap.session) return <p className="muted">{t('helpfulCount', { n: count, count })}</p>;
  return (
    <div className="faq-helpful">
      <button
        type="button"
        className="button button--secondary"
        aria-pressed={marked}
        disabled={marked || busy}
        aria-busy={busy}
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
      <p className="muted">{t('helpfulCount', { n: count, count })}</p>
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
