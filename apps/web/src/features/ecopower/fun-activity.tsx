/** The chapter's fun activity with its upload (plugins' ecopower host). */
import { useEffect } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { ECOPOWER_STRINGS, FunActivityCard, useUpload } from '@web-ed/plugins/ecopower/host';
import type { EcopowerFunActivityCard } from '@web-ed/schemas';
import { isLang } from '@web-ed/engine';
import { ECOPOWER_PATH as P, ecoQuery, type EcoChapter } from './ecopower-data';
import { href, useGo } from '../../lib/nav';

export function FunActivity({
  eco,
  questionId,
  card,
  chancesLeft,
}: {
  eco: EcoChapter;
  questionId: string;
  card: EcopowerFunActivityCard;
  chancesLeft: number;
}) {
  const { i18n } = useTranslation();
  const go = useGo();
  const upload = useUpload(questionId, card.accept, chancesLeft);
  const lang = isLang(i18n.language) ? i18n.language : 'en';
  const status = upload.state.status;
  useEffect(() => {
    const q = { ...ecoQuery(eco), left: upload.state.chancesLeft };
    if (status.kind === 'uploaded') go(href(P.funSuccess, q));
    else if (status.kind === 'failed' && status.reason === 'server') go(href(P.funError, q));
  }, [status, eco, go, upload.state.chancesLeft]);
  return (
    <div className="eco">
      <article className="eco-card eco-card--fun_activity eco-card--page">
        <div className="eco-card__content">
          <FunActivityCard
            card={card}
            strings={ECOPOWER_STRINGS[lang]}
            upload={upload}
            closed={false}
          />
        </div>
      </article>
    </div>
  );
}
