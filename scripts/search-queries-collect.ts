/**
 * Writes `scripts/search-queries-collected.tsv` and `src/search/old-names.json` from sources outside
 * this repository, once; nothing at build or test time reads those sources.
 *
 *   node --import tsx scripts/search-queries-collect.ts --old <axibase/atsd checkout> \
 *     [--repo <owner/name>=<git dir> ...]
 *
 * Queries (each with the page it leads to, and the anchor where the link had one):
 *
 * - `old-link`: the text of every link between two pages of the old manual (its Markdown at the
 *   checkout's HEAD), with the page the link was on as its source;
 * - `inbound-link`: the text of every Markdown link from another Axibase repository (`--repo`, at
 *   its HEAD) into the manual: `axibase.com/docs/atsd/…` or `github.com/axibase/atsd/blob/…`;
 * - `old-title`: an old page's `# title` where it names the page otherwise than its title now;
 * - `old-sidebar`: an old sidebar label (`.vuepress/config.js`) that names the page otherwise than
 *   its title now.
 *
 * Link texts that need their sentence to mean anything are left out (`withoutContextWords`).
 *
 * Aliases: every page's old title and old sidebar labels that differ from its title now (labels
 * that the old sidebar gave to more than one page, such as "Overview", are left out). Search finds
 * the page by them; they are never shown.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {execFileSync} from 'node:child_process';
import prettier from 'prettier';
import {titleOfMarkdown} from '../src/lib/docs';
import {linksOfMarkdown} from '../src/lib/markdown';
import {markdownToUrlPath, resolveMenuPath, resolveSitePath} from '../src/lib/url';
import {queryOfLinkText} from '../src/search/linkTexts';
import {nameKey} from '../src/search/text';
import {docPages} from './support/docs';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT_QUERIES = path.join(ROOT, 'scripts/search-queries-collected.tsv');
const OUT_ALIASES = path.join(ROOT, 'src/search/old-names.json');

function parseArgs(argv: string[]): {old: string; repos: Array<{name: string; gitDir: string}>} {
  let old = '';
  const repos: Array<{name: string; gitDir: string}> = [];
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--old') old = argv[++i] ?? '';
    else if (argv[i] === '--repo') {
      const [name, gitDir] = (argv[++i] ?? '').split('=');
      if (!name || !gitDir) throw new Error('--repo takes <owner/name>=<git dir>');
      repos.push({name, gitDir});
    } else throw new Error(`unknown argument ${argv[i]}`);
  }
  if (!old) throw new Error('--old <axibase/atsd checkout> is required');
  return {old, repos};
}

/** The current site: its routes and titles (from `docs/`), and each route's heading anchors. */
const pages = docPages();
const titleOf = new Map(pages.map((page) => [page.route, page.title]));

/**
 * The route (and anchor) of a path of the manual as a link writes it, if that page exists now:
 * `api/data/series/query.md#fields` → `/api/data/series/query.html#fields`; a path without an
 * extension may be a folder or a page.
 */
function routeOfManualPath(manualPath: string): string | null {
  const [rawPath = '', anchor] = manualPath.split('#');
  const clean = decodeURIComponent(rawPath)
    .replace(/^\/+/, '')
    .replace(/\/+$/, (s) => (s ? '/' : ''));
  const candidates = /\.(md|html)$/.test(clean)
    ? [`/${markdownToUrlPath(clean)}`]
    : clean === '' || clean.endsWith('/')
      ? [`/${clean}`]
      : [`/${clean}/`, `/${clean}.html`];
  const route = candidates.find((r) => titleOf.has(r));
  if (!route) return null;
  return anchor ? `${route}#${anchor}` : route;
}

const MANUAL_URL =
  /^https?:\/\/(?:www\.)?(?:axibase\.com\/docs\/atsd\/|github\.com\/axibase\/atsd(?:-docs)?\/(?:blob|tree)\/[^/]+\/)(.*)$/i;

interface CollectedQuery {
  query: string;
  target: string;
  kind: 'old-link' | 'inbound-link' | 'old-title' | 'old-sidebar';
  source: string;
}

function markdownFilesOf(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((e) => e.isFile() && e.name.endsWith('.md') && !e.parentPath.includes(`${path.sep}.`))
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/** The links of the old manual between its own pages. */
function oldLinks(old: string): CollectedQuery[] {
  const found: CollectedQuery[] = [];
  for (const file of markdownFilesOf(old)) {
    const fromRoute = `/${markdownToUrlPath(file)}`;
    for (const {text, url} of linksOfMarkdown(fs.readFileSync(path.join(old, file), 'utf8'))) {
      const query = queryOfLinkText(text);
      if (!query || url.startsWith('#')) continue;
      let target: string | null = null;
      const absolute = MANUAL_URL.exec(url);
      if (absolute) target = routeOfManualPath(absolute[1]!);
      else if (!/^[a-z]+:/i.test(url) && !url.startsWith('//')) {
        const resolved = resolveSitePath(url, fromRoute);
        target = resolved.startsWith('/') ? routeOfManualPath(resolved) : null;
      }
      if (!target || target.replace(/#.*$/, '') === fromRoute) continue;
      found.push({query, target, kind: 'old-link', source: file});
    }
  }
  return found;
}

/** The links of another repository into the manual. */
function inboundLinks(name: string, gitDir: string): CollectedQuery[] {
  const git = (...args: string[]) =>
    execFileSync('git', ['--git-dir', gitDir, ...args], {encoding: 'utf8', maxBuffer: 1 << 28});
  const files = git('ls-tree', '-r', '--name-only', 'HEAD')
    .split('\n')
    .filter((f) => /\.md$/i.test(f));
  const found: CollectedQuery[] = [];
  for (const file of files) {
    let source: string;
    try {
      source = git('show', `HEAD:${file}`);
    } catch {
      continue; // a large file left out of the snapshot
    }
    for (const {text, url} of linksOfMarkdown(source)) {
      const match = MANUAL_URL.exec(url.trim());
      const query = queryOfLinkText(text);
      const target = match && routeOfManualPath(match[1]!);
      if (query && target) found.push({query, target, kind: 'inbound-link', source: `${name}:${file}`});
    }
  }
  return found;
}

/** Old titles and sidebar labels of each page that name it otherwise than its title now. */
function oldNames(old: string): {queries: CollectedQuery[]; aliases: Map<string, Set<string>>} {
  const queries: CollectedQuery[] = [];
  const aliases = new Map<string, Set<string>>();
  const differs = (route: string, name: string) =>
    nameKey(name) !== '' && nameKey(name) !== nameKey(titleOf.get(route)!);
  for (const file of markdownFilesOf(old)) {
    const route = `/${markdownToUrlPath(file)}`;
    const title = titleOfMarkdown(fs.readFileSync(path.join(old, file), 'utf8'));
    if (!title || !titleOf.has(route) || !differs(route, title)) continue;
    queries.push({query: title, target: route, kind: 'old-title', source: file});
    aliases.set(route, (aliases.get(route) ?? new Set()).add(title));
  }
  const config = createRequire(import.meta.url)(path.resolve(old, '.vuepress/config.js')) as {
    themeConfig: {sidebar: Record<string, unknown[]>};
  };
  const labels: Array<{route: string; label: string}> = [];
  const walk = (items: unknown[], base: string) => {
    for (const item of items) {
      if (Array.isArray(item) && typeof item[0] === 'string' && typeof item[1] === 'string') {
        if (/^https?:/.test(item[0])) continue;
        const route = resolveMenuPath(item[0], base);
        const label = item[1].replace(/\\:/g, ':').replace(/^\d+\.\s+/, '');
        if (titleOf.has(route)) labels.push({route, label});
      } else if (item && typeof item === 'object' && 'children' in item) {
        walk((item as {children: unknown[]}).children, base);
      }
    }
  };
  for (const [base, menu] of Object.entries(config.themeConfig.sidebar)) walk(menu, base);
  // a label the sidebar gave to several pages ("Overview") names none of them
  const routesOfLabel = new Map<string, Set<string>>();
  for (const {route, label} of labels) {
    routesOfLabel.set(nameKey(label), (routesOfLabel.get(nameKey(label)) ?? new Set()).add(route));
  }
  const seen = new Set<string>();
  for (const {route, label} of labels) {
    if (routesOfLabel.get(nameKey(label))!.size > 1 || !differs(route, label) || seen.has(`${route}\t${label}`))
      continue;
    seen.add(`${route}\t${label}`);
    queries.push({query: label, target: route, kind: 'old-sidebar', source: '.vuepress/config.js'});
    aliases.set(route, (aliases.get(route) ?? new Set()).add(label));
  }
  return {queries, aliases};
}

/**
 * Link texts that are no query on their own: one that leads to different pages from different
 * links ("delete", "fields", "write") means what its sentence says, and a lone participle
 * ("specified", "installed") is a word of the sentence around the link, not a name of its target.
 */
function withoutContextWords(queries: CollectedQuery[]): CollectedQuery[] {
  const isLink = (q: CollectedQuery) => q.kind === 'old-link' || q.kind === 'inbound-link';
  const routes = new Map<string, Set<string>>();
  for (const q of queries.filter(isLink)) {
    const key = q.query.toLowerCase();
    routes.set(key, (routes.get(key) ?? new Set()).add(q.target.replace(/#.*$/, '')));
  }
  return queries.filter(
    (q) => !isLink(q) || (routes.get(q.query.toLowerCase())!.size === 1 && !/^[a-z]+ed$/.test(q.query)),
  );
}

/** One line per distinct query and target within a kind (the first source kept), sorted. */
function distinct(queries: CollectedQuery[]): CollectedQuery[] {
  const byKey = new Map<string, CollectedQuery>();
  for (const q of queries) {
    const key = `${q.kind}\t${q.query.toLowerCase()}\t${q.target}`;
    if (!byKey.has(key)) byKey.set(key, q);
  }
  return [...byKey.values()].sort(
    (a, b) => a.kind.localeCompare(b.kind) || a.target.localeCompare(b.target) || a.query.localeCompare(b.query),
  );
}

async function main(): Promise<void> {
  const {old, repos} = parseArgs(process.argv.slice(2));
  const names = oldNames(old);
  const queries = distinct(
    withoutContextWords([
      ...oldLinks(old),
      ...repos.flatMap((repo) => inboundLinks(repo.name, repo.gitDir)),
      ...names.queries,
    ]),
  );
  const header = [
    '# Collected relevance queries: written by scripts/search-queries-collect.ts; do not edit by hand.',
    `# Sources: the old manual (axibase/atsd) and ${repos.map((r) => r.name).join(', ') || 'no other repository'}.`,
    '# query<TAB>target route, with the anchor where the link had one<TAB>kind<TAB>source',
  ];
  const lines = queries.map((q) => [q.query, q.target, q.kind, q.source].join('\t'));
  fs.writeFileSync(OUT_QUERIES, `${[...header, ...lines].join('\n')}\n`);
  const aliases = Object.fromEntries(
    [...names.aliases].sort(([a], [b]) => a.localeCompare(b)).map(([route, set]) => [route, [...set].sort()]),
  );
  // as the repository's Prettier writes JSON
  fs.writeFileSync(OUT_ALIASES, await prettier.format(JSON.stringify(aliases), {parser: 'json'}));
  const count = (kind: string) => queries.filter((q) => q.kind === kind).length;
  console.log(
    `${queries.length} queries (old-link ${count('old-link')}, inbound-link ${count('inbound-link')}, ` +
      `old-title ${count('old-title')}, old-sidebar ${count('old-sidebar')}); aliases for ${names.aliases.size} pages`,
  );
}

void main();
