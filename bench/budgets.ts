/**
 * The budgets that are not timings, in bench/budgets.json: checked by apps/web/e2e/budgets.spec.ts
 * and shown beside the measured figures by bench/web/run.ts and bench/all.ts. How to change them:
 * bench/README.md.
 */
import { readFileSync } from 'node:fs';

export interface Budgets {
  /** First-load JS per route, KB (1024 bytes) of gzip -9, same-origin scripts only. */
  jsGzipKB: Record<string, number>;
  /** The Lighthouse accessibility score each Lighthouse page must reach. */
  lighthouseAccessibility: number;
}

export const BUDGETS = JSON.parse(
  readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'),
) as Budgets;
