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
   * The file `screen` imports, from the repository root (routes.test.ts checks it): the server
   * finds the screen's code and CSS in the build's manifest. A page it renders carries that CSS;
   * a page it does not render preloads both, so they download beside the app's entry instead of
   * after it has run.
   */
  file?: string;
  /**
   * Rendered with the student's data in the first HTML (src/entry-server.tsx) when the page
   * request carries their session cookie; its data hooks must keep their answers (a `keep` key).
   * Needs `file`.
   */
  serverRender?: true;
  /**
   * The top bar shows no back button: the screen draws its own, to the screen above it (a
   * chapter's task list back to its chapters), or it is where going back ends (home).
   */
  noTopBack?: true;
  /** The page title: an i18n key (`namespace:key`), or a function choosing one. */
  title: string | ((context: RouteContext) => string);
}
