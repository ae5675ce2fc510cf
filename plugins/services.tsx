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

/** The server's result for one listening item (learning/listening-result). */
export interface ListeningVerdict {
  /** `empty`: nothing typed or chosen; `secret`: not judged one item at a time. */
  result: 'correct' | 'incorrect' | 'empty' | 'secret';
  isCorrect: boolean | null;
  /** Accepted answers (typed) or the correct option id; null when secret. */
  expected: string[] | null;
  transcript: string | null;
  explanation: string | null;
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
  /**
   * Spends as little mobile data as it can: recordings and videos are fetched when the student
   * plays them, not when the question shows (the host also asks for smaller images).
   */
  saveData: boolean;
  /**
   * The listening-result call: the server's verdict on one listening item, to enrich the feedback
   * the device's own scorer already gave. Never awaited before feedback: it rejects offline, on a
   * slow answer, or where the host has no server.
   */
  listeningResult: (questionId: string, answer: string[], lang: Lang) => Promise<ListeningVerdict>;
}

export const defaultServices: PluginServices = {
  assetUrl: (path) => path,
  translate: () => Promise.reject(new ServiceUnavailableError('unsupported')),
  upload: () => Promise.reject(new ServiceUnavailableError('unsupported')),
  accessibilityMode: false,
  saveData: false,
  listeningResult: () => Promise.reject(new ServiceUnavailableError('unsupported')),
};

export const PluginServicesContext = createContext<PluginServices>(defaultServices);

export function usePluginServices(): PluginServices {
  return useContext(PluginServicesContext);
}
