/** The event the query names (?event=slug or ?event_id=), loaded; null when it names none or an unknown one. */
import { isApiError } from '@web-ed/api-client';
import { useTranslation } from '@web-ed/i18n/react';
import { useSearchParams } from '../../lib/router';
import { useLoad } from '../../lib/use-load';
import { fetchEvent } from './voting-data';

export function useEvent() {
  const { i18n } = useTranslation('voting');
  const [params] = useSearchParams();
  const slug = params.get('event') ?? '';
  const id = Number(params.get('event_id'));
  const ref = Number.isInteger(id) && id > 0 ? { id } : slug ? { slug } : null;
  return useLoad(async () => {
    if (!ref) return null;
    try {
      return await fetchEvent(ref, i18n.language);
    } catch (error) {
      if (isApiError(error) && error.error === 'event_not_found') return null;
      throw error;
    }
  }, [slug, id, i18n.language]);
}
