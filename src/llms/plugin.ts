/**
 * The manual for AI tools (https://llmstxt.org), written after the build:
 *
 * - each doc page's Markdown twin next to its URL (`query.html` → `query.md`, `/api/data/` →
 *   `/api/data/index.md`; src/lib/url.ts `markdownTwinOfRoute`), made from its source file
 *   (twin.ts);
 * - `llms.txt`: title, summary, then a section per part of the manual listing its pages with
 *   their absolute URLs and descriptions (the build's `pageDescription`, src/frontMatter/derive.ts);
 * - `llms-full.txt`: the twins of every English page, in the same order; `llms-full.<lang>.txt`
 *   for each other language (`llms-full.ru.txt`).
 *
 * Every file gets its `.br`/`.gz` twins here (src/lib/precompress.ts `writeWithTwins`): the
 * serving plugin's postBuild runs at the same time and compresses only the HTML and `assets/`.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {themeOptionsOf} from '../config/themeOptions';
import {rootLanguage, sectionAt, SECTIONS, type Section} from '../site';
import type {PageFrontMatter} from '../lib/frontMatter';
import {markdownTwinOfRoute, stripBase} from '../lib/url';
import {sortBySource} from '../lib/docs';
import {writeWithTwins} from '../lib/precompress';
import {renderLlmsFull, renderLlmsTxt} from './llmsTxt';
import {llmsSections, sidebarOrder, type SidebarItemLike} from './order';
import {markdownTwin} from './twin';
import {LLMS_TXT, llmsFullFile} from './files';

export interface LlmsPluginOptions {
  /** The one-paragraph summary under the title of `llms.txt`. */
  summary: string;
  /**
   * The site model's sections (src/site.ts): their paths group the pages, and their `llmsTitle`
   * names a section whose own page's title is not one (a landing page's headline).
   */
  sections?: readonly Section[];
}

/** `en-US` → `English`, `ru` → `Russian`. */
function languageName(lang: string): string {
  return new Intl.DisplayNames(['en'], {type: 'language'}).of(lang.split('-')[0]!) ?? lang;
}

interface Page {
  id: string;
  route: string;
  url: string;
  title: string;
  description: string;
  lang: string;
  listed: boolean;
  markdown: string;
}

export default function llmsPlugin(context: LoadContext, options: LlmsPluginOptions): Plugin {
  return {
    name: 'atsd-llms',

    async postBuild({outDir, plugins, siteConfig, siteDir}) {
      const {baseUrl} = context;
      const themeOptions = themeOptionsOf(siteConfig);
      const mainLang = rootLanguage(themeOptions).lang;
      const siteRoot = new URL(baseUrl, siteConfig.url).href;
      const versions = plugins
        .filter((plugin) => plugin.name === 'docusaurus-plugin-content-docs')
        .flatMap((plugin) => (plugin.content as DocsContent).loadedVersions);
      const docs = sortBySource(versions.flatMap((version) => version.docs).filter((doc) => !doc.draft));

      const pages: Page[] = [];
      for (const doc of docs) {
        const route = stripBase(doc.permalink, baseUrl);
        const url = siteRoot + route.slice(1);
        const frontMatter = doc.frontMatter as PageFrontMatter;
        const file = path.join(siteDir, doc.source.replace(/^@site\//, ''));
        let markdown: string;
        try {
          markdown = markdownTwin(await fs.readFile(file, 'utf8'), {url, siteRoot, title: doc.title, frontMatter});
        } catch (error) {
          throw new Error(`[atsd-llms] ${path.relative(siteDir, file)}: no Markdown twin: ${String(error)}`, {
            cause: error,
          });
        }
        const twin = path.join(outDir, markdownTwinOfRoute(route));
        await fs.mkdir(path.dirname(twin), {recursive: true});
        await writeWithTwins(twin, markdown);
        pages.push({
          id: doc.id,
          route,
          url,
          title: doc.title,
          description: frontMatter.pageDescription ?? '',
          lang: sectionAt(themeOptions, route).language.lang,
          listed: !doc.unlisted,
          markdown,
        });
      }

      const byId = new Map(pages.map((page) => [page.id, page]));
      const byRoute = new Map(pages.map((page) => [page.route, page]));
      const sidebars: Record<string, readonly SidebarItemLike[]> = Object.assign(
        {},
        ...versions.map((version) => version.sidebars),
      );
      const ordered = sidebarOrder(
        pages.map((page) => page.id),
        sidebars,
      )
        .map((id) => byId.get(id)!)
        .filter((page) => page.listed);
      const sections = llmsSections(ordered, options.sections ?? SECTIONS, (route) => byRoute.get(route)?.title);

      const langs = [mainLang, ...new Set(pages.map((page) => page.lang).filter((lang) => lang !== mainLang))];
      const fullFiles = langs.map((lang) => ({lang, file: llmsFullFile(lang, mainLang)}));
      const llmsTxt = renderLlmsTxt({
        title: siteConfig.title,
        summary: options.summary,
        notes: [
          'Each page is also served as Markdown: its URL with .md in place of .html, or with index.md after a URL that ends in /.',
          ...fullFiles.map(
            ({lang, file}) => `${siteRoot}${file}: every ${languageName(lang)} page, in this order, as Markdown.`,
          ),
        ],
        sections,
      });
      await writeWithTwins(path.join(outDir, LLMS_TXT), llmsTxt);
      const inOrder = sections.flatMap((section) => section.pages);
      for (const {lang, file} of fullFiles) {
        await writeWithTwins(path.join(outDir, file), renderLlmsFull(inOrder.filter((page) => page.lang === lang)));
      }
    },
  };
}
