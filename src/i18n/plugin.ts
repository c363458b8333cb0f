/**
 * The build side of per-page languages:
 * - Docusaurus's translate() reads our per-page map (./codeTranslations.ts) instead of its
 *   one-locale generated module `@generated/codeTranslations`;
 * - each locale other than the root one gets its own 404 page (`/finance/ru/404.html`), which
 *   both servers answer with for a missing path under that locale's folder.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import {notFoundPages} from './notFoundPages';
import {themeOptionsOf} from '../config/themeOptions';

export default function pageLanguagePlugin(context: LoadContext): Plugin {
  const options = themeOptionsOf(context.siteConfig);
  return {
    name: 'atsd-page-language',
    contentLoaded({actions}) {
      for (const page of notFoundPages(options)) {
        actions.addRoute({path: normalizeUrl([context.baseUrl, page]), component: '@theme/NotFound', exact: true});
      }
    },
    configureWebpack: (_config, _isServer, {currentBundler}) => ({
      plugins: [
        new currentBundler.instance.NormalModuleReplacementPlugin(
          /^@generated\/codeTranslations(\.json)?$/,
          path.resolve(__dirname, 'codeTranslations.ts'),
        ),
      ],
    }),
  };
}
