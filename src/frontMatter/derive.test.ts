import {test} from 'node:test';
import assert from 'node:assert/strict';
import {deriveDocFrontMatter, sidebarLabelsOf} from './derive';
import {resolveSections} from '../site';

const context = {
  sections: resolveSections(),
  sidebarIds: new Set(['api', 'network', 'finance', 'financeRu', 'tutorials', 'landing']),
  sidebarDepth: 1,
};

test('slugs come from the file path, not from the page', () => {
  assert.equal(deriveDocFrontMatter('api/data/series/query.md', {}, context).slug, '/api/data/series/query.html');
  assert.equal(deriveDocFrontMatter('api/data/README.md', {}, context).slug, '/api/data/');
  assert.equal(deriveDocFrontMatter('README.md', {}, context).slug, '/');
});

test('the sidebar is chosen by path, like the old site', () => {
  const sidebar = (file: string, fm: Record<string, unknown> = {}) =>
    deriveDocFrontMatter(file, fm, context).displayed_sidebar;
  assert.equal(sidebar('api/data/series/examples/query-nan.md'), 'api');
  assert.equal(sidebar('api/meta/metric/get.md'), 'api');
  assert.equal(sidebar('api/network/series.md'), 'network');
  assert.equal(sidebar('api/clients/README.md'), null);
  assert.equal(sidebar('finance/ru/sql.md'), 'financeRu');
  assert.equal(sidebar('finance/sql.md'), 'finance');
  assert.equal(sidebar('editions.md'), 'landing');
  assert.equal(sidebar('shared/calendar.md'), null);
  assert.equal(sidebar('sql/README.md'), null, 'a sidebar with no written page is not shown');
  assert.equal(sidebar('api/data/series/query.md', {sidebar: false}), null);
  assert.equal(sidebar('finance/README.md', {landing: true}), null);
});

test('prev and next map to pagination, false removes it', () => {
  const derived = deriveDocFrontMatter(
    'tutorials/getting-started-sql.md',
    {prev: './getting-started-export.md', next: false},
    context,
  );
  assert.equal(derived.pagination_prev, 'tutorials/getting-started-export');
  assert.equal(derived.pagination_next, null);
});

test('previous/next links show the sidebar label, else the title without its "Word: " prefix', () => {
  const label = (
    file: string,
    fm: Record<string, unknown>,
    body: string,
    sidebarLabel?: ReturnType<typeof sidebarLabelsOf>,
  ) => deriveDocFrontMatter(file, fm, {...context, sidebarLabel}, body).pagination_label;
  assert.equal(label('api/data/series/insert.md', {}, '# Series: insert\n\nText.\n'), 'insert');
  assert.equal(label('api/data/series/insert.md', {title: 'Series: insert'}, 'Text.\n'), 'insert');
  assert.equal(label('api/data/series/insert.md', {}, '# Overview\n'), 'Overview');
  const labels = sidebarLabelsOf({
    api: [
      {type: 'category', label: 'Series', items: [{type: 'doc', id: 'api/data/series/insert', label: 'Insert data'}]},
    ],
  });
  // The sidebar shows the same label for an item of sidebars.ts that gives none; a label that
  // sidebars.ts gives is not overridden (Docusaurus puts sidebar_label first), nor a plain title.
  const sidebarLabel = (fm: Record<string, unknown>, body: string, file = 'api/data/series/insert.md') =>
    deriveDocFrontMatter(file, fm, {...context, sidebarLabel: labels}, body).sidebar_label;
  assert.equal(sidebarLabel({}, '# Series: query\n\nText.\n', 'api/data/series/query.md'), 'query');
  assert.equal(sidebarLabel({title: 'Alerts\\: overview'}, 'Text.\n', 'rule-engine/alerts.md'), 'Alerts: overview');
  assert.equal(sidebarLabel({}, '# Series: insert\n\nText.\n'), undefined);
  assert.equal(sidebarLabel({}, '# Overview\n', 'api/data/README.md'), undefined);
  assert.equal(sidebarLabel({}, 'No heading.\n'), undefined);
  assert.equal(label('api/data/series/insert.md', {}, '# Series: insert\n', labels), 'Insert data');
  // A page outside any shown sidebar has no menu label.
  assert.equal(label('api/data/series/insert.md', {sidebar: false}, '# Series: insert\n', labels), 'insert');
});

test('wrong front matter fails with the file name', () => {
  assert.throws(() => deriveDocFrontMatter('api/x.md', {sidebarDepth: -1}, context), /docs\/api\/x\.md.*sidebarDepth/);
});

const BODY = '# Query\n\nIntro.\n\n## Request\n\n### Path\n\n## Response\n';

test('a page in a sidebar carries the headers its link lists, by sidebarDepth', () => {
  const headers = (fm: Record<string, unknown>) =>
    (
      deriveDocFrontMatter('api/data/series/query.md', fm, context, BODY).sidebarHeaders as {slug: string}[] | undefined
    )?.map((h) => h.slug);
  assert.deepEqual(headers({}), ['request', 'response']);
  assert.deepEqual(headers({sidebarDepth: 2}), ['request', 'path', 'response']);
  assert.equal(headers({sidebarDepth: 0}), undefined);
  // no sidebar shown, nothing to list
  assert.equal(headers({sidebar: false}), undefined);
  assert.equal(headers({sidebar: 'auto'}), undefined);
});

test("the description is the front matter's, else the first paragraph, trimmed", () => {
  const description = (fm: Record<string, unknown>, body: string) =>
    deriveDocFrontMatter('api/x.md', fm, context, body).pageDescription;
  assert.equal(description({}, BODY), 'Intro.');
  assert.equal(description({description: 'Given.'}, BODY), 'Given.');
  assert.equal(
    description({}, `# T\n\n${'long words '.repeat(30)}`)
      ?.toString()
      .endsWith('…'),
    true,
  );
  assert.equal(description({}, '# T\n\n## Only headers\n'), '');
});

test("Docusaurus's own description stays empty, out of the data every page loads", () => {
  assert.equal(deriveDocFrontMatter('api/x.md', {description: 'Given.'}, context, BODY).description, '');
});

test("a page's language is the site model's, and a front matter lang that disagrees fails naming the file", () => {
  assert.equal(deriveDocFrontMatter('finance/ru/sql.md', {}, context).lang, 'ru');
  assert.equal(deriveDocFrontMatter('finance/ru/sql.md', {lang: 'ru'}, context).lang, 'ru');
  assert.equal(deriveDocFrontMatter('finance/sql.md', {}, context).lang, 'en-US');
  assert.throws(
    () => deriveDocFrontMatter('finance/sql.md', {lang: 'ru'}, context),
    /docs\/finance\/sql\.md: front matter lang "ru" disagrees with the site model .* "en-US"/,
  );
});

test('a sidebar: auto page gets its own ## and ### headers, as text, at build time', () => {
  const body = '# T\n\n## Fields &amp; `Types`\n\n### Time\n\n#### Deep\n';
  assert.deepEqual(deriveDocFrontMatter('x/y.md', {sidebar: 'auto'}, context, body).autoSidebarHeaders, [
    {level: 2, title: 'Fields & Types', slug: 'fields-types'},
    {level: 3, title: 'Time', slug: 'time'},
  ]);
  assert.equal(deriveDocFrontMatter('x/y.md', {}, context, body).autoSidebarHeaders, undefined);
});

test('landing features are split into text and links at build time', () => {
  const derived = deriveDocFrontMatter(
    'finance/README.md',
    {landing: true, features: [{title: 'Fast <b>SQL</b>', details: 'See <a href="sql.md">the reference</a>.'}]},
    context,
  );
  assert.deepEqual(derived.featureParts, [
    {
      title: [{kind: 'text', text: 'Fast SQL'}],
      details: [
        {kind: 'text', text: 'See '},
        {kind: 'link', href: 'sql.md', text: 'the reference'},
        {kind: 'text', text: '.'},
      ],
    },
  ]);
});
