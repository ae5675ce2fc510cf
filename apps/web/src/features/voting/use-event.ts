/** The event the query names (?event=slug or ?event_id=), loaded. */
import { useTranslation } from '@web-ed/i18n/react';
import { useSearchParams } from '../../lib/router';
import { useLoad } from '../../lib/use-load';
import { fetchEvent } from './voting-data';

export function useEvent() {
  const { i18n } = useTranslation('voting');
  const [params] = useSearchParams();
  const slug = params.get('event') ?? '';
  const id = Number(params.get('event_id'));
  const ref = Number.isInteger(id) && id > 0 ? { id } : { slug };
  return useLoad(() => fetchEvent(ref, i18n.language), [slug, id, i18n.language]);
}
