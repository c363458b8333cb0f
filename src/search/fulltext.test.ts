import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  buildFullText,
  loadFullText,
  searchFullText,
  shardKey,
  shardsForQuery,
  tierOf,
  viewResult,
  type FullTextFiles,
  type FullTextResult,
} from './fulltext';
import type {ExtractedPage, FullTextMeta, PageText, TermShard} from './types';

const PAGES: ExtractedPage[] = [
  {
    route: '/api/data/series/insert.html',
    title: 'Series: insert',
    sections: [
      {x: 'Inserts samples. A later query returns them.'},
      {h: 'Payload', a: 'payload', l: 2, x: 'An array of series objects with entity, metric and tags.'},
    ],
  },
  {
    route: '/api/data/series/query.html',
    title: 'Series: query',
    sections: [
      {x: 'Finds series by metric, entity and time range.'},
      {h: 'Entity Filter', a: 'entity-filter', l: 2, x: 'Select series by entity name or expression.'},
      {h: 'Tag Filter', a: 'tag-filter', l: 2, x: 'Match series tags exactly or with wildcards.'},
    ],
  },
  {
    route: '/sql/README.html',
    title: 'SQL',
    sections: [
      {x: 'Run SQL queries against series, with aggregation.'},
      {h: 'Query Series Tags', a: 'query-series-tags', l: 2, x: 'Tags are columns.'},
    ],
  },
  {
    route: '/installation/',
    title: 'Installation',
    sections: [{h: 'Requirements', a: 'requirements', l: 2, x: 'Java 8 and 4 GB of memory. Installing takes minutes.'}],
  },
];

// Through JSON, as the browser gets them.
const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const files: FullTextFiles = buildFullText('en-US', PAGES);
const meta: FullTextMeta = json(files.meta);
const allShards: TermShard[] = json([...files.shards.values()]);
const texts: PageText[] = json(files.texts);
const index = loadFullText(meta, allShards);
const routes = (query: string) => searchFullText(index, query).map((r) => r.page.r);
const view = (result: FullTextResult, query: string) => viewResult(result, texts[result.id]!, query);

test('the meta file records the language, every page and the shards', () => {
  assert.equal(meta.lang, 'en-US');
  assert.deepEqual(
    meta.pages.map((p) => p.r),
    PAGES.map((p) => p.route),
  );
  assert.deepEqual(meta.shards, [...files.shards.keys()].sort());
  assert.ok(!('index' in meta.index));
  assert.deepEqual(
    texts.map((t) => t.s),
    PAGES.map((p) => p.sections),
  );
});

test('a term lives in the shard of its first two letters', () => {
  assert.equal(shardKey('queri'), 'qu');
  assert.equal(shardKey('x'), 'x');
  assert.equal(shardKey('установк'), 'ус');
  assert.ok(files.shards.size > 10, `${files.shards.size} shards`);
  for (const [key, shard] of files.shards) {
    assert.ok(shard.terms.length > 0, key);
    assert.deepEqual(
      shard.terms.filter(([term]) => shardKey(term) !== key),
      [],
      key,
    );
  }
  assert.deepEqual(shardsForQuery(meta, 'series query'), ['se', 'qu']);
  assert.deepEqual(shardsForQuery(meta, 'the zzzz'), []);
});

test('the shards a query needs answer it exactly as the whole index does', () => {
  for (const query of ['query', 'series tags', 'entity wildcards', 'aggreg', 'tag filter', 'install java']) {
    const partial = loadFullText(
      meta,
      shardsForQuery(meta, query).map((key) => json(files.shards.get(key)!)),
    );
    assert.deepEqual(searchFullText(partial, query), searchFullText(index, query), query);
  }
});

test('a title match beats a header match, which beats a body match', () => {
  const results = searchFullText(index, 'query');
  assert.deepEqual(
    results.map((r) => [r.page.r, r.tier]),
    [
      ['/api/data/series/query.html', 'title'],
      ['/sql/README.html', 'header'],
      ['/api/data/series/insert.html', 'body'],
    ],
  );
});

test('every word must match somewhere on the page', () => {
  assert.deepEqual(
    new Set(routes('series tags')),
    new Set(['/sql/README.html', '/api/data/series/query.html', '/api/data/series/insert.html']),
  );
  assert.deepEqual(
    searchFullText(index, 'entity wildcards')
      .filter((r) => r.tier !== 'partial')
      .map((r) => r.page.r),
    ['/api/data/series/query.html'],
  );
  // pages that lack a word come only after those that have all, and say so
  const partial = searchFullText(index, 'entity nonexistentword');
  assert.ok(partial.length > 0, 'pages with "entity" are listed');
  assert.deepEqual(
    partial.filter((r) => r.tier !== 'partial'),
    [],
  );
  assert.deepEqual(routes('nonexistentword'), []);
});

test('the tier needs every word in the title (or title and headers)', () => {
  assert.equal(searchFullText(index, 'series query')[0]!.tier, 'exact');
  assert.equal(searchFullText(index, 'query series')[0]!.tier, 'exact');
  assert.equal(searchFullText(index, 'query')[0]!.tier, 'title');
  assert.equal(searchFullText(index, 'query tags').find((r) => r.page.r === '/sql/README.html')!.tier, 'header');
  assert.equal(tierOf({queri: ['title'], tag: ['text']}, [['queri'], ['tag']]), 'body');
  assert.equal(tierOf({queri: ['title'], tag: ['headings']}, [['queri'], ['tag']]), 'header');
  assert.equal(tierOf({queri: ['title', 'text']}, [['quer']]), 'title');
  // a synonym counts for its group; a landing page's route counts as its title
  assert.equal(tierOf({axiba: ['title']}, [['atsd', 'axiba']]), 'title');
  assert.equal(tierOf({meta: ['path'], api: ['path', 'text']}, [['api'], ['meta']]), 'title');
  assert.equal(tierOf({meta: ['text'], api: ['path', 'text']}, [['api'], ['meta']]), 'body');
});

test('stems, prefixes and stop words', () => {
  assert.deepEqual(routes('queries'), routes('query'));
  assert.deepEqual(routes('install'), ['/installation/']);
  assert.deepEqual(routes('how to install'), ['/installation/']);
  assert.deepEqual(routes('aggreg'), ['/sql/README.html']);
});

test('an empty query finds nothing; a query of stop words only searches them', () => {
  assert.deepEqual(routes(''), []);
  assert.deepEqual(routes('   '), []);
  assert.deepEqual(routes('with'), ['/sql/README.html', '/api/data/series/insert.html', '/api/data/series/query.html']);
  assert.deepEqual(routes('with install'), routes('install'));
});

test('a result view links to the matching header and marks the words', () => {
  const [header] = searchFullText(index, 'tag filter');
  assert.equal(header!.tier, 'exact');
  const headerView = view(header!, 'tag filter');
  assert.equal(headerView.href, '/api/data/series/query.html#tag-filter');
  assert.equal(headerView.header, 'Tag Filter');

  const body = searchFullText(index, 'wildcards')[0]!;
  assert.equal(body.tier, 'body');
  const bodyView = view(body, 'wildcards');
  assert.equal(bodyView.href, '/api/data/series/query.html#tag-filter');
  assert.deepEqual(
    bodyView.snippet.filter((s) => s.hit).map((s) => s.text),
    ['wildcards'],
  );

  const title = searchFullText(index, 'insert')[0]!;
  assert.equal(title.tier, 'title');
  const titleView = view(title, 'insert');
  assert.equal(titleView.href, '/api/data/series/insert.html');
  assert.equal(titleView.header, undefined);
  assert.deepEqual(
    titleView.snippet.filter((s) => s.hit).map((s) => s.text),
    ['Inserts'],
  );
});

test('until its page text is there, a result links to the page alone', () => {
  const [header] = searchFullText(index, 'tag filter');
  assert.deepEqual(viewResult(header!, null, 'tag filter'), {
    href: '/api/data/series/query.html',
    title: 'Series: query',
    header: undefined,
    snippet: [],
  });
});

test('Russian: stemmed words find their forms', () => {
  const ruFiles = buildFullText('ru', [
    {
      route: '/finance/ru/install.html',
      title: 'Установка',
      sections: [{h: 'Установка Java', a: 'установка-java', l: 2, x: 'Для установки нужен JDK.'}],
    },
    {route: '/finance/ru/quik.html', title: 'QUIK', sections: [{x: 'Обезличенные сделки и котировки.'}]},
  ]);
  const ru = loadFullText(ruFiles.meta, ruFiles.shards.values());
  assert.deepEqual(
    searchFullText(ru, 'Установка').map((r) => [r.page.r, r.tier]),
    [['/finance/ru/install.html', 'exact']],
  );
  assert.deepEqual(
    searchFullText(ru, 'установки java').map((r) => r.tier),
    ['exact'],
  );
  assert.deepEqual(
    searchFullText(ru, 'сделка').map((r) => r.page.r),
    ['/finance/ru/quik.html'],
  );
});

test('each kind of miss the relevance set showed is ranked right', () => {
  const mentions = 'Troubleshooting steps. Troubleshooting logs. Troubleshooting the install.';
  const site = buildFullText('en-US', [
    {
      route: '/installation/docker.html',
      title: 'Installation: Docker',
      sections: [{h: 'Troubleshooting', a: 'troubleshooting', l: 2, x: `${mentions} ${mentions}`}],
    },
    {route: '/installation/troubleshooting.html', title: 'Troubleshooting', sections: [{x: 'Check the log file.'}]},
    {route: '/api/meta/misc/', title: 'Meta API: Miscellaneous Methods', sections: [{x: 'Meta API calls: ping.'}]},
    {route: '/api/meta/', title: 'Overview', sections: [{x: 'The API for metadata.'}]},
    {
      route: '/sql/examples/partition-lag.html',
      title: 'Partition LAG',
      sections: [{x: 'LAG over a partition. LAG again.'}],
    },
    {
      route: '/sql/',
      title: 'SQL',
      sections: [{h: 'Functions', a: 'functions', l: 2, x: 'LAG returns a value.'}],
      names: ['LAG'],
    },
    {route: '/rule-engine/email.html', title: 'Email Action', sections: [{x: 'Email email email.'}]},
    {
      route: '/rule-engine/functions-statistical.html',
      title: 'Statistical Functions',
      sections: [{x: 'The EMA average.'}],
    },
    {route: '/', title: 'Introduction', sections: [{x: 'A database for time series.'}]},
    {route: '/administration/mail-client.html', title: 'Mail Client', sections: [{x: 'Outgoing mail server.'}]},
  ]);
  const loaded = loadFullText(site.meta, site.shards.values());
  const first = (query: string) => searchFullText(loaded, query)[0]?.page.r;
  // a page titled with the query beats a page that mentions it more; "guide" names the manual
  assert.equal(first('Troubleshooting Guide'), '/installation/troubleshooting.html');
  // a generic title: the landing page of the route the query names
  assert.equal(first('meta api'), '/api/meta/');
  // a name defined by a `####` header, and a call with its argument
  assert.equal(first('LAG'), '/sql/');
  assert.equal(first('LAG(columnName)'), '/sql/');
  // a short name is not a prefix of another word
  assert.deepEqual(
    searchFullText(loaded, 'EMA').map((r) => r.page.r),
    ['/rule-engine/functions-statistical.html'],
  );
  // the product's names
  assert.equal(first('ATSD'), '/');
  // a word the page never uses: partial matches after none
  assert.equal(first('mail client setup'), '/administration/mail-client.html');
});
