/**
 * A Vite plugin that runs a step on the whole output folder once a build has closed without
 * error: after every other plugin's closeBundle (vite-plugin-pwa writes sw.js there), one after
 * the other in the order the config lists them.
 */
import { resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

export function afterBuild(
  name: string,
  step: (outDir: string, config: ResolvedConfig) => Promise<unknown>,
): Plugin {
  let config: ResolvedConfig | null = null;
  return {
    name,
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error?: Error) {
        if (error || !config) return;
        await step(resolve(config.root, config.build.outDir), config);
      },
    },
  };
}
