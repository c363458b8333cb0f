/**
 * Static article bodies (see README.md): in the production client build, pages that ./remark.ts
 * marked lose their content, which the page's HTML already holds (./loader.mjs runs after the
 * MDX loader). The server build, and `docusaurus start` (a client build with no server render to
 * take the HTML from), keep every page's content.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export {default as remarkStaticBody} from './remark';

export default function staticBodyPlugin(): Plugin {
  return {
    name: 'atsd-static-body',
    configureWebpack: (config, isServer) => {
      if (isServer || config.mode !== 'production') return {};
      return {
        module: {
          rules: [
            {
              test: /\.mdx?$/i,
              include: [path.resolve('docs')],
              enforce: 'post',
              use: [{loader: path.join(__dirname, 'loader.mjs')}],
            },
          ],
        },
      };
    },
  };
}
