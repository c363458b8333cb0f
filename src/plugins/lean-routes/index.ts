/**
 * The route table in the browser without what it never reads, and with what it repeats written
 * once (see README.md): the registry's module path strings, which only the server render records,
 * and each page route's path, which Docusaurus writes twice per route.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function leanRoutesPlugin(): Plugin {
  return {
    name: 'atsd-lean-routes',
    configureWebpack: (_config, isServer) =>
      isServer
        ? {}
        : {
            module: {
              rules: [
                {
                  test: /[\\/]\.docusaurus[\\/](registry|routes)\.js$/,
                  use: [{loader: path.join(__dirname, 'loader.mjs')}],
                },
              ],
            },
          },
  };
}
