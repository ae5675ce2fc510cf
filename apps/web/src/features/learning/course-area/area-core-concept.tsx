/** /math/core-concept/ and /play/core-concept/: the chapter's idea before its quiz. */
import { useTranslation } from '@web-ed/i18n/react';
import { Loaded } from '../../../lib/chrome';
import { Bar, CoreConceptView } from './course-play';
import { fetchContentData } from '../learning-calls';
import { href, VLink } from '../../../lib/nav';
import { useLoad } from '../../../lib/use-load';
import { AREA_PATH, type Area, useIds } from './area';
import { Missing } from './missing';

export function AreaCoreConcept({ area }: { area: Area }) {
  const { t, i18n } = useTranslation(area);
  const { cid, chapterId, taskId } = useIds();
  // The theory (get-content-data; offline, the chapter's cached questions carry it too).
  const [load, retry] = useLoad(
    () =>
      cid !== null && chapterId !== null
        ? fetchContentData(cid, chapterId, i18n.language, taskId)
        : Promise.resolve(null),
    [cid, chapterId, taskId, i18n.language],
  );
  const back =
    cid !== null && chapterId !== null
      ? href(AREA_PATH.taskList(area), { cid, chapter_id: chapterId })
      : AREA_PATH.home(area);
  return (
    <div className="page">
      <Bar back={back} />
      <Loaded load={load} retry={retry}>
        {(data) =>
          data?.chapter && cid !== null && chapterId !== null ? (
            <>
              <p className="eyebrow">
                {t('play:coreConcept')} · {data.chapter.title}
              </p>
              <h1 className="page__title">
                {data.chapter.core_concept?.title ?? data.chapter.title}
              </h1>
              {data.chapter.core_concept ? (
                <CoreConceptView concept={data.chapter.core_concept} />
              ) : (
                data.chapter.description && <p>{data.chapter.description}</p>
              )}
              <VLink
                className="button button--primary"
                to={href(AREA_PATH.quiz(area), {
                  cid,
                  chapter_id: chapterId,
                  ...(taskId !== null ? { id: taskId } : {}),
                })}
              >
                {t('play:toQuiz')}
              </VLink>
            </>
          ) : (
            <Missing area={area} />
          )
        }
      </Loaded>
    </div>
  );
}

export const MathCoreConcept = () => <AreaCoreConcept area="math" />;
export const PlayCoreConcept = () => <AreaCoreConcept area="play" />;
