/**
 * The status pages' public surface: the maintenance page, which the root shows instead of any
 * route.
 */
import { lazy } from 'react';

export const Maintenance = lazy(() =>
  import('./maintenance').then((m) => ({ default: m.Maintenance })),
);
