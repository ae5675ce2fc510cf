/**
 * What a feature declares for each of its routes (features/<feature>/routes.ts). The router
 * (app/routes.ts) and the server renderer (src/entry-server.tsx) read these; nothing here loads a
 * screen: `screen` imports its module when called, so a route list costs nothing in the entry
 * chunk.
 */
import type { ComponentType } from 'react';
import type { ReadAhead } from '@web-ed/api-client';

/** What a loader and a title function know about the request. */
export interface RouteContext {
  /** Path parameters (`:id`), as the router matched them. */
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  lang: string;
}

export interface RouteModule {
  /** The screen's name, unique across features (the router's ScreenId). */
  id: string;
  /** As spec section 2 spells it: trailing slash or not, `:name` for a path parameter. */
  path: string;
  /** Needs a signed-in user; the router sends anyone else to /login/. */
  auth?: boolean;
  /** The screen component, in its own lazily loaded chunk. */
  screen: () => Promise<ComponentType>;
  /**
   * The screen's first reads, sent at start-up for a signed-in student beside the download of
   * its code and the language pack; the screen's own calls take their answers (the API client's
   * readAhead). Each must be the URL the screen asks for, as it asks for it.
   */
  readAhead?: (context: RouteContext & { user: string }) => readonly ReadAhead[];
  /**
   * Rendered with the student's data in the first HTML (src/entry-server.tsx) when the page
   * request carries their session cookie; its data hooks must keep their answers (a `keep` key).
   * `screen` is the file `screen` imports, from the repository root: the server links its CSS
   * and preloads its code from the build's manifest (route-modules.test.ts checks it).
   */
  serverRender?: { screen: string };
  /** The page title: an i18n key (`namespace:key`), or a function choosing one. */
  title: string | ((context: RouteContext) => string);
}
