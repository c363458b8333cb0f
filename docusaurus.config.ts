/**
 * Site configuration.
 *
 * Deployment switches (environment variables). Unset: the old site's value.
 * Set but empty: the feature is off.
 *
 *   ATSD_SITE_URL             Origin the site is deployed at (sitemap, canonical URLs).
 *                             Default https://axibase.com
 *   ATSD_ALGOLIA_APP_ID       Algolia DocSearch application id. Default BH4D9OD16A
 *   ATSD_ALGOLIA_API_KEY      Algolia search-only API key. No default: local search is used.
 *   ATSD_ALGOLIA_INDEX_NAME   Algolia index name (the old site used "axibase"). No default.
 *   ATSD_COMMENTS_HOST        Remark42 comments host. Default https://axibase.com/comments
 *   ATSD_COMMENTS_SITE_ID     Remark42 site id. Default docs_atsd
 *   ATSD_TRACK_NAV_URL        Navigation tracking endpoint. Default /tracknav/
 *   ATSD_CONTACT_URL          Contact and trial-request form endpoint. Default /eml_ping
 *   ATSD_SOURCE_MAPS          Set: the client build writes hidden source maps, for the bench's
 *                             bundle report (`npm run bench` sets it). Default: none.
 */
import path from 'node:path';
import type {Config, LoadContext} from '@docusaurus/types';
import {GlobExcludeDefault} from '@docusaurus/utils';
import type * as Preset from '@docusaurus/preset-classic';
import {buildThemeOptions, editUrl, THEME_OPTIONS_FIELD, deploymentSettings} from './src/config/themeOptions';
import {deepFreeze} from './src/lib/siteData';
import {deriveDocFrontMatter, sidebarLabelsOf} from './src/frontMatter/derive';
import {assertEverySectionListed, docRoutes} from './src/lib/docs';
import {assertBuildInput} from './src/lib/buildInput';
import {BASE_PATH, notFoundPages, rootLanguage, SECTIONS} from './src/site';
import remarkHeadingIds from './src/remark/headingIds';
import remarkDiagrams from './src/diagrams/remark';
import remarkPageHeaders from './src/pageData/remark';
import {codeTheme} from './src/css/prismTheme';
import sidebars from './sidebars';
import searchPlugin from './src/search/plugin';
import servingPlugin from './src/serving/plugin';
import pageLanguagePlugin from './src/i18n/plugin';
import llmsPlugin from './src/llms/plugin';
import linkCheckPlugin from './src/plugins/link-check';
import chunkTimeoutPlugin from './src/plugins/chunk-timeout';
import prismOnDemandPlugin from './src/plugins/prism-on-demand';
import bundleStatsPlugin from './src/plugins/bundle-stats';
import staticBodyPlugin, {remarkStaticBody} from './src/plugins/static-body';
import leanDocsDataPlugin from './src/plugins/lean-docs-data';
import leanRoutesPlugin from './src/plugins/lean-routes';
import leanRuntimePlugin from './src/plugins/lean-runtime';
import leanTslibPlugin from './src/plugins/lean-tslib';
import compileHintsPlugin from './src/plugins/compile-hints';
import reactFirstPlugin from './src/plugins/react-first';
import breakpointsPlugin from './src/plugins/breakpoints';
import rehypePageSections from './src/plugins/page-sections/rehype';
import {SEARCH_SLOT} from './src/navigation/searchSlot';

function setting(name: string, fallback: string): string {
  return process.env[name] ?? fallback;
}

const settings = deploymentSettings(process.env);

// Docusaurus runs in the site directory.
const DOCS_DIR = path.resolve('docs');
// A folder that no section lists would silently get the root sidebar: fail the build instead.
assertEverySectionListed(
  DOCS_DIR,
  SECTIONS.map((section) => section.path),
);
// Symlinks in docs/ or static/, Markdown that is not UTF-8, two files at one URL: fail, naming them.
assertBuildInput(path.resolve('.'));
const sidebarIds = new Set(Object.keys(sidebars));
const sidebarLabel = sidebarLabelsOf(sidebars);
const themeOptions = buildThemeOptions(settings, SECTIONS, docRoutes(DOCS_DIR));

const config = {
  title: 'Axibase Time Series Database',
  tagline: 'ATSD',
  url: setting('ATSD_SITE_URL', 'https://axibase.com') || 'http://localhost',
  baseUrl: BASE_PATH,
  favicon: 'img/favicon.svg',
  organizationName: 'axibase',
  projectName: 'atsd',

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',

  // Docusaurus v4 behaviour and Rspack/SWC, but without CSS cascade layers:
  // their emulation raises theme selectors above src/css/custom.css.
  future: {v4: {removeLegacyPostBuildHeadAttribute: true, useCssCascadeLayers: false}, faster: true},

  // One build, in the root language; the other languages' pages get their words per page (src/i18n).
  i18n: {defaultLocale: rootLanguage(themeOptions).lang, locales: [rootLanguage(themeOptions).lang]},

  // The old site's `$site` data, frozen once loaded.
  customFields: deepFreeze({
    description: 'User manual and API reference for Axibase Time Series Database (ATSD)',
    [THEME_OPTIONS_FIELD]: themeOptions,
  }),

  markdown: {
    format: 'detect',
    // Mermaid blocks are drawn at build time from committed SVGs (src/diagrams): no Mermaid
    // runtime is shipped, so neither Docusaurus's Mermaid step nor its Mermaid theme is used.
    mermaid: false,
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
    parseFrontMatter: async (params) => {
      const result = await params.defaultParseFrontMatter(params);
      const relative = path.relative(DOCS_DIR, params.filePath);
      if (relative.startsWith('..') || path.isAbsolute(relative)) {
        return result; // not a doc
      }
      return {
        ...result,
        frontMatter: deriveDocFrontMatter(
          relative.split(path.sep).join('/'),
          result.frontMatter,
          {sections: themeOptions, sidebarIds, sidebarDepth: themeOptions.sidebarDepth, sidebarLabel},
          // The whole file, as the link check and the Markdown twins read it: one parse for all three.
          params.fileContent,
        ),
      };
    },
  },

  clientModules: [
    './src/config/clientModule.ts',
    './src/tracking/clientModule.ts',
    './src/plugins/page-sections/clientModule.ts',
  ],

  plugins: [
    // Every broken link and anchor of docs/, by file and line, before the bundler starts.
    linkCheckPlugin,
    // Bundler settings, each a plugin of its own under src/plugins/ (see its README).
    chunkTimeoutPlugin,
    // The breakpoints of src/css/breakpoints.ts as custom media in every stylesheet.
    breakpointsPlugin,
    prismOnDemandPlugin,
    bundleStatsPlugin,
    // Pages of plain Markdown are static HTML in the browser, not MDX hydrated again.
    staticBodyPlugin,
    // The docs plugin's data without the lists of every page that no component of the site reads.
    leanDocsDataPlugin,
    // The route table in the browser without what only the server render reads, and with each
    // page route's path written once.
    leanRoutesPlugin,
    // The bundler's runtime without its chunk name maps: named chunk ids, and a chunk URL lookup
    // (Docusaurus's `__webpack_require__.gca`) that needs no map.
    leanRuntimePlugin,
    // tslib in the browser with only the helpers Docusaurus's CommonJS modules call.
    leanTslibPlugin,
    // V8's compile hint atop the initial scripts: compiled while they download, off the main thread.
    compileHintsPlugin,
    // React DOM in a script of its own before main.js, evaluated in that script's task.
    reactFirstPlugin,
    // Local search (src/search) unless Algolia DocSearch is configured.
    ...(themeOptions.algolia ? [] : [searchPlugin]),
    // The Content-Security-Policy of the build and the .br/.gz twins of its files (src/serving).
    servingPlugin,
    // The interface's words in each page's language, and a 404 page per language (src/i18n).
    pageLanguagePlugin,
    // The manual for AI tools: llms.txt, llms-full.txt and each page's Markdown twin (src/llms).
    (context: LoadContext) =>
      llmsPlugin(context, {
        summary:
          'Axibase Time Series Database (ATSD) stores time-stamped measurements from IT infrastructure, ' +
          'industrial equipment and financial markets, and answers SQL, REST and network API requests over them. ' +
          'This is its user manual and API reference: installation, administration, the data and meta APIs, SQL, ' +
          'the rule engine, integrations, and the Finance edition with its Russian section.',
        // The finance pages' own titles are landing headlines.
      }),
  ],

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          editUrl: themeOptions.editLinks ? ({docPath}) => editUrl(themeOptions, docPath) : undefined,
          // remarkStaticBody first: it reads the Markdown as written (src/plugins/static-body);
          // remarkPageHeaders after it: its code registers the page's sidebar headers (src/pageData).
          beforeDefaultRemarkPlugins: [remarkStaticBody, remarkPageHeaders, remarkHeadingIds, remarkDiagrams],
          // A section per `##`, laid out only when on screen (src/plugins/page-sections).
          rehypePlugins: [rehypePageSections],
          // Docusaurus's own exclusions (partials `_*.md`, `_*/`, tests), which a plain list would replace.
          exclude: [...GlobExcludeDefault],
        },
        blog: false,
        pages: {},
        theme: {customCss: ['./src/css/custom.css', './src/css/code.css', './src/plugins/page-sections/sections.css']},
        sitemap: {
          changefreq: 'weekly',
          priority: 0.5,
          // Per-language 404 pages (src/i18n) are not content.
          ignorePatterns: notFoundPages()
            .filter(({root}) => !root)
            .map(({page}) => `${BASE_PATH}${page}`),
        },
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    // Algolia DocSearch when ATSD_ALGOLIA_API_KEY and ATSD_ALGOLIA_INDEX_NAME are set: the
    // classic preset then adds @docusaurus/theme-search-algolia, and src/theme/SearchBar
    // renders its box instead of the local one.
    ...(themeOptions.algolia && {
      algolia: {
        appId: themeOptions.algolia.appId,
        apiKey: themeOptions.algolia.apiKey,
        indexName: themeOptions.algolia.indexName,
        contextualSearch: false,
        searchParameters: {facetFilters: [...themeOptions.algolia.facetFilters]},
        // The results page keeps the local search's URL, /search.html?q=…
        searchPagePath: 'search.html',
      },
    }),
    // The reader's system setting until they choose with the top bar's switch (remembered in
    // localStorage). Docusaurus's inline script sets data-theme before the first paint.
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true},
    navbar: {
      title: 'Axibase Time Series Database',
      // The visible title names the link, so the image is decorative (empty alt); its size is set
      // so that it takes its place before it loads.
      logo: {alt: '', src: themeOptions.logo, width: 32, height: 32},
      // The entries depend on the path (src/navigation/): the search box sits before the section
      // links, or after them when the bar has 2 or fewer entries.
      items: [
        {type: 'search', position: 'right', className: SEARCH_SLOT.inline},
        {type: 'custom-atsdSections', position: 'right'},
        {type: 'search', position: 'right', className: SEARCH_SLOT.right},
      ],
    },
    docs: {sidebar: {autoCollapseCategories: true}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    prism: {
      theme: codeTheme,
      additionalLanguages: ['bash', 'java', 'sql', 'ini', 'properties', 'powershell', 'csv', 'http'],
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
