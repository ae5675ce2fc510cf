/**
 * Builds the partner embed on its own: dist/embed/web-ed-embed.js, an ES module (plugin views in
 * lazily loaded chunks beside it), run after the app's build (`npm run build`), outside the app's
 * service-worker precache. Every CSS import becomes a constructable stylesheet adopted by the
 * element's shadow root (src/shadow-styles.ts): nothing is injected into the partner's document,
 * no <style> or <link> and no inline script, so a strict Content-Security-Policy holds.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from '../../scripts/precompress';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = resolve(here, '../..');
const STYLES = resolve(here, 'src/shadow-styles.ts');
const SHADOW_CSS = '\0web-ed-shadow-css:';

/** `import './x.css'` → the CSS as a string (`?inline`), handed to adoptCss. */
function shadowCss(): Plugin {
  return {
    name: 'web-ed-embed:shadow-css',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!/\.css$/.test(source) || !importer) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      // Ends in .js, so Vite's own CSS handling leaves the module alone.
      return resolved ? `${SHADOW_CSS}${resolved.id}.js` : null;
    },
    load(id) {
      if (!id.startsWith(SHADOW_CSS)) return null;
      const file = id.slice(SHADOW_CSS.length, -'.js'.length);
      return [
        `import css from ${JSON.stringify(`${file}?inline`)};`,
        `import { adoptCss } from ${JSON.stringify(STYLES)};`,
        'adoptCss(css);',
      ].join('\n');
    },
  };
}

export default defineConfig({
  root,
  // Only the app's public/ belongs to the app's build.
  publicDir: false,
  // precompress: .br and .gz of the embed's files, served as they are (scripts/precompress.ts).
  plugins: [shadowCss(), react(), precompress()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: resolve(root, 'dist/embed'),
    emptyOutDir: true,
    // Vite's preload helper would add <link> tags to the partner's document.
    modulePreload: false,
    cssCodeSplit: false,
    rolldownOptions: {
      input: resolve(here, 'src/main.ts'),
      output: {
        entryFileNames: 'web-ed-embed.js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
});
