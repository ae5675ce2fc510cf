/**
 * Captures the browser's install offer from the moment the app's code loads (imported first thing
 * by main.tsx): `beforeinstallprompt` can fire before React renders. The startup dialogs show the
 * banner from this machine (lib/shell/install-prompt.ts).
 */
import { attachInstallPrompt, createInstallPrompt } from '../lib/shell/install-prompt';

export const installPrompt = createInstallPrompt();

if (typeof window !== 'undefined') attachInstallPrompt(installPrompt, window);
