/**
 * tslib without the helpers nothing calls, in the client build: the CommonJS modules of the
 * `@docusaurus/*` packages (TypeScript output with `importHelpers`) get a tslib binding holding
 * only the helpers each one calls (`loader.mjs`, README.md).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function leanTslibPlugin(): Plugin {
  return {
    name: 'atsd-lean-tslib',
    configureWebpack: (_config, isServer) =>
      isServer
        ? {}
        : {
            module: {
              rules: [
                {
                  test: /[\\/]node_modules[\\/]@docusaurus[\\/][^\\/]+[\\/]lib[\\/].+\.js$/,
                  use: [{loader: path.join(__dirname, 'loader.mjs')}],
                },
              ],
            },
          },
  };
}
