/**
 * The build side of per-page languages:
 * - Docusaurus's translate() reads our per-page map (./codeTranslations.ts) instead of its
 *   one-locale generated module `@generated/codeTranslations`;
 * - the bundles get every translation file of `i18n/` (./translations.ts), found at build time
 *   and written as one module of messages, without the descriptions written for translators;
 * - each language other than the root one gets its own 404 page (`/finance/ru/404.html`), which
 *   both servers answer with for a missing path under that language's folder, once the language
 *   has pages (its 404 screen links to the language's home).
 */
import path from 'node:path';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import {notFoundPages} from '../site';
import {I18N_DIR, readTranslations, translationFile} from './translationFiles';

/** The module the bundles load in place of ./translations.ts. */
const TRANSLATIONS_MODULE = 'translations.json';

export default function pageLanguagePlugin(context: LoadContext): Plugin {
  // Where contentLoaded wrote TRANSLATIONS_MODULE; the bundler's configuration comes after it.
  let translationsModule: string | undefined;
  return {
    name: 'atsd-page-language',
    getPathsToWatch: () => [translationFile(I18N_DIR, '*')],
    loadContent: async () => readTranslations(),
    async contentLoaded({content, actions}) {
      translationsModule = await actions.createData(TRANSLATIONS_MODULE, JSON.stringify(content));
    },
    allContentLoaded({allContent, actions}) {
      const permalinks = Object.values(allContent['docusaurus-plugin-content-docs'] ?? {}).flatMap((content) =>
        (content as DocsContent).loadedVersions.flatMap((version) => version.docs.map((doc) => doc.permalink)),
      );
      for (const {page, root} of notFoundPages()) {
        if (root) {
          continue; // Docusaurus's own 404.html
        }
        const route = normalizeUrl([context.baseUrl, page]);
        const folder = route.slice(0, route.lastIndexOf('/') + 1);
        if (permalinks.some((permalink) => permalink.startsWith(folder))) {
          actions.addRoute({path: route, component: '@theme/NotFound', exact: true});
        }
      }
    },
    configureWebpack: (_config, _isServer, {currentBundler}) => {
      const generated = translationsModule;
      if (!generated) {
        throw new Error(
          `src/i18n/plugin.ts: ${TRANSLATIONS_MODULE} was not written before the bundler's configuration`,
        );
      }
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /^@generated\/codeTranslations(\.json)?$/,
            path.resolve(__dirname, 'codeTranslations.ts'),
          ),
          // ./messages.ts imports `./translations`: the files as the build read them, not the
          // Node module that reads them.
          new currentBundler.instance.NormalModuleReplacementPlugin(/^\.\/translations$/, (resource) => {
            if (path.resolve(resource.context) === __dirname) {
              resource.request = generated;
            }
          }),
        ],
      };
    },
  };
}
