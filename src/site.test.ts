/**
 * The site model is the one place a section is declared: a new entry reaches the top bar, the
 * sidebar, the pages' language, `llms.txt` and the nginx maps include without another edit.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildThemeOptions, deploymentSettings} from './config/themeOptions';
import {deriveDocFrontMatter} from './frontMatter/derive';
import {llmsSections} from './llms/order';
import {navbarModel} from './navigation/navItems';
import {mapsInclude} from './serving/nginx';
import {BASE_PATH, notFoundPages, resolveSections, rootLanguage, sectionAt, SECTIONS, type Section} from './site';
import sidebars from '../sidebars';

const COOKBOOK: Section = {
  path: '/cookbook/',
  sidebar: 'cookbook',
  nav: {text: 'Cookbook'},
  llmsTitle: 'Recipes',
};
const GERMAN: Section = {
  path: '/finance/de/',
  sidebar: 'financeRu',
  home: '/finance/de/',
  language: {
    lang: 'de',
    ogLocale: 'de_DE',
    label: 'Deutsch',
    selectText: 'Sprachen',
    home: '/finance/de/',
    translates: '/finance/',
  },
};
const sections = [COOKBOOK, GERMAN, ...SECTIONS];
const options = buildThemeOptions(deploymentSettings({}), sections);
const pages = new Set(['/', '/cookbook/', '/finance/', '/finance/sql.html', '/finance/de/sql.html']);
const exists = (path: string) => pages.has(path);
const site = resolveSections();

test("a path's section is the one with the longest path that starts it", () => {
  const at = (path: string) => sectionAt(site, path).path;
  assert.equal(at('/api/data/series/query.html'), '/api/data/');
  assert.equal(at('/api/meta/metric/get.html'), '/api/meta/');
  assert.equal(at('/api/clients/README.html'), '/api/');
  assert.equal(at('/rule-engine/notifications/email.html'), '/rule-engine/notifications/');
  assert.equal(at('/rule-engine/functions.html'), '/rule-engine/');
  assert.equal(at('/finance/ru/sql.html'), '/finance/ru/');
  assert.equal(at('/finance/sql.html'), '/finance/');
  assert.equal(at('/licensing.html'), '/');
  assert.equal(at('/'), '/');
  assert.equal(at('no-slash'), '', "the '' section holds what no other does");
  assert.deepEqual(
    site.sections.map(({path}) => path.length),
    site.sections.map(({path}) => path.length).sort((a, b) => b - a),
    'the table lists the longest paths first',
  );
});

test('a section inherits home, section links and language from the nearest section that holds it', () => {
  const fields = (path: string) => {
    const {sidebar, home, sectionLinks, locale, language} = sectionAt(site, path);
    return {sidebar, home, sectionLinks, locale, lang: language.lang};
  };
  assert.deepEqual(fields('/finance/ru/notes/moex.html'), {
    sidebar: 'financeRu',
    home: '/finance/ru/',
    sectionLinks: false,
    locale: '/finance/ru/',
    lang: 'ru',
  });
  assert.deepEqual(fields('/finance/install.html'), {
    sidebar: 'finance',
    home: '/finance/',
    sectionLinks: false,
    locale: '/',
    lang: 'en-US',
  });
  assert.deepEqual(fields('/api/meta/metric/get.html'), {
    sidebar: 'api',
    home: '/',
    sectionLinks: true,
    locale: '/',
    lang: 'en-US',
  });
  // The sidebar is the section's own: /api/ shows none although /api/meta/ inside it shows one.
  assert.equal(fields('/api/clients/').sidebar, null);
  assert.deepEqual(fields('no-slash'), {sidebar: null, home: '/', sectionLinks: false, locale: '/', lang: 'en-US'});
});

test('a path no section holds gets the root language and home, the section links and no sidebar', () => {
  const table = resolveSections([
    {path: '/', sidebar: 'landing', home: '/start/', sectionLinks: false, language: GERMAN.language},
    {path: '/finance/', sidebar: 'finance'},
  ]);
  const {path, sidebar, home, sectionLinks, language} = sectionAt(table, 'elsewhere.html');
  assert.deepEqual(
    {path, sidebar, home, sectionLinks, lang: language.lang},
    {
      path: '',
      sidebar: null,
      home: '/',
      sectionLinks: true,
      lang: 'de',
    },
  );
  assert.equal(sectionAt(table, '/finance/x.html').home, '/start/');
  assert.equal(rootLanguage(table).lang, 'de');
});

test('the languages come root first, then by path length in model order', () => {
  assert.deepEqual(
    resolveSections(sections).languages.map(({path, lang}) => [path, lang]),
    [
      ['/', 'en-US'],
      ['/finance/de/', 'de'],
      ['/finance/ru/', 'ru'],
    ],
  );
  assert.equal(rootLanguage(site).lang, 'en-US');
});

test('a model with two sections at one path, or with no language, is refused, naming src/site.ts', () => {
  assert.throws(
    () => resolveSections([...SECTIONS, {path: '/sql/', sidebar: null}]),
    /^Error: src\/site\.ts: two sections have the path "\/sql\/"/,
  );
  assert.throws(
    () => resolveSections([{path: '/', sidebar: null}]),
    /^Error: src\/site\.ts: no section .* has a language/,
  );
});

test('the theme options carry the table as the model resolves it', () => {
  const built = buildThemeOptions(deploymentSettings({}));
  assert.deepEqual(built.sections, site.sections);
  assert.deepEqual(built.languages, site.languages);
  assert.equal(sectionAt(built, '/finance/ru/').home, '/finance/ru/');
});

test('a new section reaches the top bar, last in model order before none', () => {
  const labels = navbarModel(options, '/api/data/', exists).entries.map((entry) => entry.label);
  assert.equal(labels[0], 'Cookbook');
  assert.ok(labels.includes('REST API'));
  assert.deepEqual(
    navbarModel(buildThemeOptions(deploymentSettings({})), '/api/data/', exists).entries.map((e) => e.label),
    labels.slice(1),
  );
});

test('a new section is in the table, with what it inherits from the root', () => {
  const {path, sidebar, home, sectionLinks, language} = sectionAt(options, '/cookbook/first-steps.html');
  assert.deepEqual(
    {path, sidebar, home, sectionLinks, lang: language.lang},
    {
      path: '/cookbook/',
      sidebar: 'cookbook',
      home: '/',
      sectionLinks: true,
      lang: 'en-US',
    },
  );
  assert.equal(sectionAt(options, '/finance/de/sql.html').home, '/finance/de/');
});

test('a new section gets its sidebar, and its pages show it', () => {
  const derived = deriveDocFrontMatter(
    'cookbook/first-steps.md',
    {},
    {sections: options, sidebarIds: new Set(['cookbook']), sidebarDepth: 1},
  );
  assert.equal(derived.displayed_sidebar, 'cookbook');
});

test('every section shows a sidebar of sidebars.ts or none, and every sidebar is shown by a section', () => {
  const ids = Object.keys(sidebars);
  const shown = SECTIONS.flatMap(({sidebar}) => (sidebar === null ? [] : [sidebar]));
  assert.deepEqual(
    shown.filter((id) => !ids.includes(id)),
    [],
    'sections of src/site.ts whose sidebar sidebars.ts lacks',
  );
  assert.deepEqual(
    ids.filter((id) => !shown.includes(id)),
    [],
    'sidebars of sidebars.ts that no section of src/site.ts shows',
  );
});

test('a new language section gives its pages their language, the language menu and counterparts', () => {
  assert.equal(sectionAt(options, '/finance/de/sql.html').language.lang, 'de');
  const menu = navbarModel(options, '/finance/sql.html', exists).languageMenu;
  assert.deepEqual(
    menu?.items?.map((item) => [item.label, item.to]),
    [
      ['English', '/finance/sql.html'],
      ['Deutsch', '/finance/de/sql.html'],
      ['Русский', '/finance/ru/'],
    ],
  );
});

test('a new section is a section of llms.txt, under its llms title', () => {
  const grouped = llmsSections(
    [{route: '/'}, {route: '/cookbook/'}, {route: '/cookbook/first-steps.html'}, {route: '/finance/de/sql.html'}],
    sections,
    () => undefined,
  );
  assert.deepEqual(
    grouped.slice(1).map(({title, pages: p}) => [title, p.map((page) => page.route)]),
    [
      ['Recipes', ['/cookbook/', '/cookbook/first-steps.html']],
      ['De', ['/finance/de/sql.html']],
    ],
  );
});

test("a new language section's 404 page reaches the nginx include", () => {
  const include = mapsInclude(BASE_PATH, notFoundPages(sections));
  assert.match(include, /^ {4}"~\^\/docs\/atsd\/finance\/de\/" \/docs\/atsd\/finance\/de\/404\.html;$/m);
  assert.match(include, /^ {4}"~\^\/docs\/atsd\/finance\/ru\/" \/docs\/atsd\/finance\/ru\/404\.html;$/m);
});
