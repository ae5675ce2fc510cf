// Temporary (not committed): runs the e2e tests against a preview already on port 4199.
import { defineConfig } from '@playwright/test';
import base from './playwright.config';
export default defineConfig({ ...base, use: { ...base.use, baseURL: 'http://127.0.0.1:4199' }, webServer: undefined });
