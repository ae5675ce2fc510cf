/**
 * The services plugin views may ask for while a task plays (media URLs, translation, the fun
 * activity upload, the listening result), for one course. No Player here: the ecopower fun
 * activity uses them on a page of its own.
 */
import { useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { DictionaryTranslateResponse } from '@web-ed/schemas/api';
import { defaultServices, type PluginServices } from '@web-ed/plugins/services';
import { accepted } from '../../../lib/calls';
import { config } from '../../../lib/config';
import { contentAssetUrl } from '../../../lib/shell';
import { saveDataOn } from '../../../lib/data-meter';
import { api, state } from '../../../lib/store';
import { listeningResult } from '../learning-calls';
import { uploadTaskFile } from './task-upload';

/**
 * The device pixels a full-width picture needs. A page the server renders has no window: it
 * asks for a phone's (360 CSS px at 2×); the app then keeps the picture the page brought.
 */
function pictureWidth(saveData: boolean): number {
  if (typeof window === 'undefined') return saveData ? 360 : 720;
  return Math.min(1024, Math.round(window.innerWidth * (saveData ? 1 : window.devicePixelRatio)));
}

/** The services plugin views may ask for, for course `sid`. */
export function usePlayServices(sid: number, accessibility: boolean | null): PluginServices {
  const snap = useSnapshot(state);
  // Read when a task opens: a change in Settings applies from the next one.
  const [saveData] = useState(saveDataOn);
  return useMemo(
    () => ({
      ...defaultServices,
      assetUrl: (path) =>
        // Save data: one image pixel per CSS pixel, however sharp the screen.
        contentAssetUrl(sid, path, { width: pictureWidth(saveData), cdn: config.imageCdn }),
      accessibilityMode: accessibility ?? snap.accessibilityMode,
      saveData,
      translate: async (word, source, target) => {
        // A word nobody can translate is an answer (done 0, word_not_found): it throws.
        const r = await api.post<DictionaryTranslateResponse>(
          'learning',
          'learning/dictionary-translate',
          { word, source_language: source, target_language: target },
          { retries: 0 },
        );
        return accepted(r).translation;
      },
      upload: uploadTaskFile,
      listeningResult: (questionId, answer, lang) => listeningResult(sid, questionId, answer, lang),
    }),
    [accessibility, snap.accessibilityMode, sid, saveData],
  );
}
