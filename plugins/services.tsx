/**
 * What plugin views may ask of their host (the student app, the sandbox, the embed): media URLs,
 * word translation, uploads, the accessibility mode. Views never call the network themselves, so
 * each host decides how (server call, fixture glossary, nothing offline).
 */
import { createContext, useContext } from 'react';
import type { Lang } from '@web-ed/schemas';

export class ServiceUnavailableError extends Error {
  override name = 'ServiceUnavailableError';
  constructor(
    readonly reason: 'offline' | 'unsupported' | 'server',
    message = reason,
  ) {
    super(message);
  }
}

export interface UploadResult {
  url: string;
  /** Upload chances left for this activity after this one (2 chances in all). */
  chancesLeft: number;
}

export interface PluginServices {
  /** A media path from content (relative to its course folder) as a URL the page can load. */
  assetUrl: (path: string) => string;
  /** The dictionary-translate call (source default en, target default id). */
  translate: (word: string, source: Lang, target: Lang) => Promise<string>;
  /** The task-upload call for a fun activity. */
  upload: (file: Blob, fileName: string, questionId: string) => Promise<UploadResult>;
  /** Removes time pressure and motion for students who need it. */
  accessibilityMode: boolean;
}

export const defaultServices: PluginServices = {
  assetUrl: (path) => path,
  translate: () => Promise.reject(new ServiceUnavailableError('unsupported')),
  upload: () => Promise.reject(new ServiceUnavailableError('unsupported')),
  accessibilityMode: false,
};

export const PluginServicesContext = createContext<PluginServices>(defaultServices);

export function usePluginServices(): PluginServices {
  return useContext(PluginServicesContext);
}
