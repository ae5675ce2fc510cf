/** The course and chapter (and uploads left) an upload result page was sent with. */
import { useMemo } from 'react';
import { useSearchParams } from '../../lib/router';
import { idParam } from '../learning';

export function useEcoQuery() {
  const [params] = useSearchParams();
  return useMemo(() => {
    const id = idParam(params.get('id'));
    const chapterId = idParam(params.get('chapter_id'));
    const left = Number(params.get('left'));
    return { id, chapterId, left: Number.isInteger(left) && left >= 0 ? left : null };
  }, [params]);
}
