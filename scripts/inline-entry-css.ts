/**
 * The entry pages' own stylesheets inlined in their HTML (issue 19, item 3): the first visit
 * paints without waiting for them (for the student app, three render-blocking requests of
 * 3.7 KB gzip together). Each keeps its <link>, disabled: browsers neither apply nor fetch a
 * disabled stylesheet, and Vite's preloading of a lazy chunk, which looks for the link of each
 * CSS file the chunk needs, finds it there and adds no second copy that would be applied again
 * over the screens' own styles. The files stay in the build, where the service worker precaches
 * them.
 */
import type { Plugin } from 'vite';

const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g;

export function inlineEntryCss(): Plugin {
  return {
    name: 'web-ed:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(STYLESHEET, (link, file: string) => {
          const asset = bundle[file];
          if (asset?.type !== 'asset') return link;
          const source = String(asset.source);
          // A stylesheet that could close the element stays a plain link.
          if (source.includes('</')) return link;
          return `<style>${source}</style>${link.replace(/>$/, ' disabled>')}`;
        });
      },
    },
  };
}
