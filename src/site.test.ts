/**
 * The site model is the one place a section is declared: a new entry reaches the top bar, the
 * sidebar, the pages' language, `llms.txt` and the nginx maps include without another edit.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildThemeOptions, deploymentSettings, localeForPath} from './config/themeOptions';
import {deriveDocFrontMatter} from './frontMatter/derive';
import {llmsSections} from './llms/order';
import {navbarModel} from './navigation/navItems';
import {mapsInclude} from './serving/nginx';
import {BASE_PATH, notFoundPages, SECTIONS, type Section} from './site';
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

test('a new section reaches the top bar, last in model order before none', () => {
  const labels = navbarModel(options, '/api/data/', exists).entries.map((entry) => entry.label);
  assert.equal(labels[0], 'Cookbook');
  assert.ok(labels.includes('REST API'));
  assert.deepEqual(
    navbarModel(buildThemeOptions(deploymentSettings({})), '/api/data/', exists).entries.map((e) => e.label),
    labels.slice(1),
  );
});

test('a new section gets its sidebar, and its pages show it', () => {
  const derived = deriveDocFrontMatter(
    'cookbook/first-steps.md',
    {},
    {sidebarByPath: options.sidebar, sidebarIds: new Set(['cookbook']), sidebarDepth: 1},
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
  assert.equal(localeForPath(options, '/finance/de/sql.html')[1].lang, 'de');
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
