/** /ecopower/fun-activities/?id&chapter_id: the chapter's fun activities. */
import { useTranslation } from '@web-ed/i18n/react';
import { useSearchParams } from '../../lib/router';
import { PluginServicesContext } from '@web-ed/plugins/services';
import { Loaded } from '../../lib/chrome';
import { Bar, usePlayServices, fetchTaskUploads } from '../learning';
import { cardsOf, ECOPOWER_PATH as P, loadEcoChapter } from './ecopower-data';
import { useLoad } from '../../lib/use-load';
import { EcoNext } from './eco-next';
import { FunActivity } from './fun-activity';
import { NoEcopower } from './no-ecopower';
import { useEcopowerEntered } from './refresh-flag';
import './ecopower.css';

export function EcopowerFunActivities() {
  const { t, i18n } = useTranslation('ecopower');
  const [params] = useSearchParams();
  const id = params.get('id');
  const chapterId = params.get('chapter_id');
  useEcopowerEntered();
  const [load, retry] = useLoad(async () => {
    const eco = await loadEcoChapter(id, chapterId, i18n.language);
    const deck = eco?.decks.find((d) => d.cards.some((c) => c.kind === 'fun_activity'));
    if (!eco || !deck) return { eco, activity: null };
    const card = cardsOf([deck], 'fun_activity')[0]!;
    const uploads = await fetchTaskUploads(deck.questionId);
    return {
      eco,
      activity: { questionId: deck.questionId, card, chancesLeft: uploads.chances_left },
    };
  }, [id, chapterId, i18n.language]);
  const services = usePlayServices(
    load.status === 'ready' ? (load.data.eco?.course.subject_id ?? 0) : 0,
    null,
  );
  return (
    <div className="page eco-page">
      <Bar back={P.home} />
      <Loaded load={load} retry={retry}>
        {({ eco, activity }) =>
          eco ? (
            <>
              <p className="eyebrow">
                {eco.course.subject_name} · {eco.chapter.title}
              </p>
              <h1 className="page__title">{t('funActivities')}</h1>
              {activity ? (
                <PluginServicesContext.Provider value={services}>
                  <FunActivity eco={eco} {...activity} />
                </PluginServicesContext.Provider>
              ) : (
                <p className="muted">{t('noActivity')}</p>
              )}
              <EcoNext eco={eco} />
            </>
          ) : (
            <NoEcopower />
          )
        }
      </Loaded>
    </div>
  );
}
