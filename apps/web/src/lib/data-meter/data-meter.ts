/**
 * Measures the data this page's requests take from the network (Resource Timing's transferSize:
 * zero for what a cache answered) and adds it to this week's figure, by the kind of connection
 * the Network Information API names. The service worker's own downloads (an app update) are not
 * seen here: the figure is what using web-ed costs, not what installing it did.
 */
import { addUsage, connectionKind, type ConnectionKind, type WeekUsage } from './data-usage';

const KEY = 'web_ed_data_usage';
const FLUSH_MS = 10_000;

/** The connection the device is on now, where the browser tells. */
export function currentConnection(): ConnectionKind {
  const connection = (navigator as Navigator & { connection?: { type?: string } }).connection;
  return connectionKind(connection?.type);
}

export function readUsage(): WeekUsage | null {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? 'null') as WeekUsage | null;
  } catch {
    return null;
  }
}

/** Starts counting; returns the stop (which keeps what was counted). */
export function startDataMeter(now: () => number): () => void {
  if (typeof PerformanceObserver === 'undefined') return () => undefined;
  let pending = 0;
  const count = (entries: PerformanceEntryList) => {
    for (const entry of entries) pending += (entry as PerformanceResourceTiming).transferSize ?? 0;
  };
  const observer = new PerformanceObserver((list) => count(list.getEntries()));
  observer.observe({ type: 'resource', buffered: true });
  observer.observe({ type: 'navigation', buffered: true });
  const flush = () => {
    // What the browser has not handed to the observer yet (leaving the page does not wait).
    count(observer.takeRecords());
    if (pending === 0) return;
    localStorage.setItem(
      KEY,
      JSON.stringify(addUsage(readUsage(), now(), currentConnection(), pending)),
    );
    pending = 0;
  };
  const timer = setInterval(flush, FLUSH_MS);
  addEventListener('pagehide', flush);
  return () => {
    flush();
    observer.disconnect();
    clearInterval(timer);
    removeEventListener('pagehide', flush);
  };
}
