/**
 * Section 4: entering ecopower sets the flag its task list reads (and clears) to refetch its tasks.
 */
import { useEffect } from 'react';
import { ECOPOWER_REFRESH_KEY } from '../start-course';

/** Section 4: entering ecopower sets the flag its task list reads to refetch. */
export function useEcopowerEntered() {
  useEffect(() => {
    sessionStorage.setItem(ECOPOWER_REFRESH_KEY, 'true');
  }, []);
}

/** Reads and clears the refresh flag once per task list visit. */
export function takeRefreshFlag(): boolean {
  const set = sessionStorage.getItem(ECOPOWER_REFRESH_KEY) === 'true';
  if (set) sessionStorage.removeItem(ECOPOWER_REFRESH_KEY);
  return set;
}
