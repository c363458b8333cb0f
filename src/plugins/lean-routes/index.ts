/**
 * The route table in the browser without what it never reads, and with what it repeats written
 * once (see README.md): the registry's module path strings, which only the server render records,
 * and each page route's path, which Docusaurus writes twice per route. The server render's registry
 * names each entry's chunk where the path was, so that each page's HTML names its own chunks.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function leanRoutesPlugin(): Plugin {
  const loader = path.join(__dirname, 'loader.mjs');
  return {
    name: 'atsd-lean-routes',
    configureWebpack: (_config, isServer) => ({
      module: {
        rules: [
          isServer
            ? // The server render records chunk names, so that each page's HTML names its chunks.
              {test: /[\\/]\.docusaurus[\\/]registry\.js$/, use: [{loader, options: {server: true}}]}
            : {test: /[\\/]\.docusaurus[\\/](registry|routes)\.js$/, use: [{loader}]},
        ],
      },
    }),
  };
}
