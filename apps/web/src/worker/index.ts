/**
 * The app's own service worker code, built into web-ed-worker.js (apps/web/worker-build.ts) and
 * imported by the worker vite-plugin-pwa generates: each module listens for its own events.
 */
import './background-sync';
import './share-target';
