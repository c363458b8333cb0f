/**
 * The build side of per-page languages:
 * - Docusaurus's translate() reads our per-page map (./codeTranslations.ts) instead of its
 *   one-locale generated module `@generated/codeTranslations`;
 * - the translation files reach the bundles without their descriptions (./loader.mjs);
 * - each locale other than the root one gets its own 404 page (`/finance/ru/404.html`), which
 *   both servers answer with for a missing path under that locale's folder, once the locale has
 *   pages (its 404 screen links to the locale's home).
 */
import path from 'node:path';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import {notFoundPages} from '../site';

export default function pageLanguagePlugin(context: LoadContext): Plugin {
  return {
    name: 'atsd-page-language',
    allContentLoaded({allContent, actions}) {
      const permalinks = Object.values(allContent['docusaurus-plugin-content-docs'] ?? {}).flatMap((content) =>
        (content as DocsContent).loadedVersions.flatMap((version) => version.docs.map((doc) => doc.permalink)),
      );
      for (const {folder: languageFolder, page} of notFoundPages()) {
        if (languageFolder === '/') {
          continue; // Docusaurus's own 404.html
        }
        const route = normalizeUrl([context.baseUrl, page]);
        const folder = route.slice(0, route.lastIndexOf('/') + 1);
        if (permalinks.some((permalink) => permalink.startsWith(folder))) {
          actions.addRoute({path: route, component: '@theme/NotFound', exact: true});
        }
      }
    },
    configureWebpack: (_config, _isServer, {currentBundler}) => ({
      module: {
        rules: [{test: /[\\/]i18n[\\/][^\\/]+[\\/]code\.json$/, use: [{loader: path.join(__dirname, 'loader.mjs')}]}],
      },
      plugins: [
        new currentBundler.instance.NormalModuleReplacementPlugin(
          /^@generated\/codeTranslations(\.json)?$/,
          path.resolve(__dirname, 'codeTranslations.ts'),
        ),
      ],
    }),
  };
}
