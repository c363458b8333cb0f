/**
 * The docs plugin's data without what the site never reads (see README.md): every doc page loads
 * the version data, whose `docs` map (each page's id, title, description and sidebar, 13.5 KB
 * gzipped at 696 pages) only the theme's `DocCard` reads; and every page's main bundle holds the
 * global data, whose list of every doc (20 KB gzipped) only navbar items of types this site does
 * not use read (`doc`, `docSidebar`, `docsVersion…`) and Algolia's contextual search, which is
 * off. Both builds load the data without them (./loader.mjs), so the server and the browser render
 * alike. The build fails if a sidebar asks for a generated index (DocCards).
 */
import path from 'node:path';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {Plugin} from '@docusaurus/types';

/** Sidebar items as the docs plugin loads them: only what is walked here. */
interface SidebarItem {
  type: string;
  label?: string;
  link?: {type: string};
  items?: SidebarItem[];
}

/** Labels of the categories that link to a generated index page (which renders DocCards). */
export function generatedIndexCategories(items: SidebarItem[]): string[] {
  return items.flatMap((item) => [
    ...(item.type === 'category' && item.link?.type === 'generated-index' ? [item.label ?? '(no label)'] : []),
    ...generatedIndexCategories(item.items ?? []),
  ]);
}

export default function leanDocsDataPlugin(): Plugin {
  return {
    name: 'atsd-lean-docs-data',
    allContentLoaded({allContent}) {
      const contents = Object.values(allContent['docusaurus-plugin-content-docs'] ?? {}) as DocsContent[];
      const categories = contents.flatMap((content) =>
        content.loadedVersions.flatMap((version) =>
          Object.values(version.sidebars).flatMap((items) => generatedIndexCategories(items as SidebarItem[])),
        ),
      );
      if (categories.length > 0) {
        throw new Error(
          `Sidebar categories link to generated index pages (${categories.join(', ')}), whose cards need the ` +
            'docs map that src/plugins/lean-docs-data drops: remove that plugin or the links.',
        );
      }
    },
    configureWebpack: () => ({
      module: {
        rules: [
          {
            test: [
              /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/,
              /[\\/]\.docusaurus[\\/]globalData\.json$/,
            ],
            use: [{loader: path.join(__dirname, 'loader.mjs')}],
          },
        ],
      },
    }),
  };
}
