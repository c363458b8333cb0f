import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildTitles} from './build';
import {
  buildFullText,
  loadFullText,
  searchFullText,
  shardKey,
  shardsForQuery,
  SNIPPET_SOURCE_LENGTH,
  viewResult,
  type FullTextIndex,
  type FullTextResult,
} from './fulltext';
import type {FullTextMeta, IndexedPage, TermShard, TitlesFile} from './types';

// Through JSON, as the browser gets them.
const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** A site of a few pages: its titles file, full-text files, and the index a browser would load. */
function site(pages: IndexedPage[], lang = 'en-US') {
  const titles: TitlesFile = json(buildTitles(pages));
  const files = buildFullText(
    lang,
    pages.map((page, id) => ({...page, id})),
  );
  const meta: FullTextMeta = json(files.meta);
  const shards: TermShard[] = json([...files.shards.values()]);
  const index = loadFullText(titles, meta, shards);
  return {titles, files, meta, shards, index};
}

const routesOf = (index: FullTextIndex, query: string) => searchFullText(index, query).map((r) => r.page.r);

/** Filler pages that use the common words, so that they are common. */
function filler(count: number, text: string): IndexedPage[] {
  return Array.from({length: count}, (_, i) => ({
    route: `/filler/${i}.html`,
    title: `Filler ${i}`,
    sections: [{x: text}],
  }));
}

const PAGES: IndexedPage[] = [
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
    route: '/sql/',
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
const small = site(PAGES);
const routes = (query: string) => routesOf(small.index, query);

test('the meta file records the language and the shards; page texts are by page id', () => {
  assert.equal(small.meta.lang, 'en-US');
  assert.deepEqual(small.meta.shards, [...small.files.shards.keys()].sort());
  assert.ok(!('index' in small.meta.index) && !('pages' in small.meta));
  assert.deepEqual(
    [...small.files.texts].map(([id, text]) => [id, text.s]),
    PAGES.map((p, id) => [id, p.sections]),
  );
  // a language's index holds its own pages, under their ids in the titles file
  const ru = buildFullText('ru', [{route: '/finance/ru/', title: 'Финансы', sections: [], id: 7}]);
  assert.deepEqual([...ru.texts.keys()], [7]);
});

test('a term lives in the shard of its first two letters', () => {
  assert.equal(shardKey('queri'), 'qu');
  assert.equal(shardKey('x'), 'x');
  assert.equal(shardKey('установк'), 'ус');
  assert.ok(small.files.shards.size > 1, `${small.files.shards.size} shards`);
  for (const [key, shard] of small.files.shards) {
    assert.ok(shard.terms.length > 0, key);
    assert.deepEqual(
      shard.terms.filter(([term]) => shardKey(term) !== key),
      [],
      key,
    );
  }
  assert.deepEqual(shardsForQuery(small.meta, 'series query'), ['se', 'qu']);
  assert.deepEqual(shardsForQuery(small.meta, 'the zzzz'), []);
});

test('the shards a query needs answer it exactly as the whole index does', () => {
  for (const query of ['query', 'series tags', 'entity wildcards', 'aggreg', 'tag filter', 'install java']) {
    const partial = loadFullText(
      small.titles,
      small.meta,
      shardsForQuery(small.meta, query).map((key) => json(small.files.shards.get(key)!)),
    );
    assert.deepEqual(searchFullText(partial, query), searchFullText(small.index, query), query);
  }
});

test('a title match beats a header match, which beats a body match', () => {
  const results = searchFullText(small.index, 'query');
  assert.deepEqual(
    results.map((r) => [r.page.r, r.tier]),
    [
      ['/api/data/series/query.html', 'title'],
      ['/sql/', 'header'],
      ['/api/data/series/insert.html', 'body'],
    ],
  );
  assert.ok(results[0]!.score > results[1]!.score && results[1]!.score > results[2]!.score);
});

test('the whole query as a title or header is exact, and beats the same words spread over a page', () => {
  assert.equal(searchFullText(small.index, 'series query')[0]!.tier, 'exact');
  assert.equal(searchFullText(small.index, 'query series')[0]!.tier, 'exact');
  const [first] = searchFullText(small.index, 'tag filter');
  assert.deepEqual(
    [first!.page.r, first!.tier, first!.header],
    ['/api/data/series/query.html', 'exact', {text: 'Tag Filter', anchor: 'tag-filter'}],
  );
});

test('every required word must match somewhere; pages that lack one follow when few have them all', () => {
  assert.deepEqual(
    new Set(routes('series tags')),
    new Set(['/sql/', '/api/data/series/query.html', '/api/data/series/insert.html']),
  );
  const wildcards = searchFullText(small.index, 'entity wildcards');
  assert.deepEqual(
    wildcards.filter((r) => r.tier !== 'partial').map((r) => r.page.r),
    ['/api/data/series/query.html'],
  );
  assert.ok(wildcards.slice(1).every((r) => r.tier === 'partial' && r.score < wildcards[0]!.score));
  // pages that lack a word come only after those that have all, and say so
  const partial = searchFullText(small.index, 'entity nonexistentword');
  assert.ok(partial.length > 0, 'pages with "entity" are listed');
  assert.ok(partial.every((r) => r.tier === 'partial'));
  assert.deepEqual(routes('nonexistentword'), []);
});

test('stems, prefixes and stop words', () => {
  assert.deepEqual(routes('queries'), routes('query'));
  assert.deepEqual(routes('install'), ['/installation/']);
  assert.deepEqual(routes('how to install'), ['/installation/']);
  assert.deepEqual(routes('aggreg'), ['/sql/']);
});

test('an empty query finds nothing; a query of stop words only searches them', () => {
  assert.deepEqual(routes(''), []);
  assert.deepEqual(routes('   '), []);
  assert.deepEqual(
    new Set(routes('with')),
    new Set(['/sql/', '/api/data/series/insert.html', '/api/data/series/query.html']),
  );
  assert.deepEqual(routes('with install'), routes('install'));
});

test('a result view links to the matching header and marks the words', () => {
  const view = (result: FullTextResult, query: string) => viewResult(result, small.files.texts.get(result.id)!, query);
  const [header] = searchFullText(small.index, 'tag filter');
  const headerView = view(header!, 'tag filter');
  assert.equal(headerView.href, '/api/data/series/query.html#tag-filter');
  assert.equal(headerView.header, 'Tag Filter');

  const body = searchFullText(small.index, 'wildcards')[0]!;
  assert.equal(body.tier, 'body');
  const bodyView = view(body, 'wildcards');
  assert.equal(bodyView.href, '/api/data/series/query.html#tag-filter');
  assert.deepEqual(
    bodyView.snippet.filter((s) => s.hit).map((s) => s.text),
    ['wildcards'],
  );

  const title = searchFullText(small.index, 'insert')[0]!;
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
  const [header] = searchFullText(small.index, 'tag filter');
  assert.deepEqual(viewResult(header!, null, 'tag filter'), {
    href: '/api/data/series/query.html',
    title: 'Series: query',
    header: undefined,
    snippet: [],
  });
});

test('Russian: stemmed words find their forms', () => {
  const {index} = site(
    [
      {
        route: '/finance/ru/install.html',
        title: 'Установка',
        sections: [{h: 'Установка Java', a: 'установка-java', l: 2, x: 'Для установки нужен JDK.'}],
      },
      {route: '/finance/ru/quik.html', title: 'QUIK', sections: [{x: 'Обезличенные сделки и котировки.'}]},
    ],
    'ru',
  );
  assert.deepEqual(
    searchFullText(index, 'Установка').map((r) => [r.page.r, r.tier]),
    [['/finance/ru/install.html', 'exact']],
  );
  assert.deepEqual(
    searchFullText(index, 'установки java').map((r) => r.tier),
    ['exact'],
  );
  assert.deepEqual(routesOf(index, 'сделка'), ['/finance/ru/quik.html']);
});

test('words on most pages weigh almost nothing: they neither decide nor block a match', () => {
  const {index} = site([
    ...filler(30, 'ATSD stores data. Use the API to write data to ATSD.'),
    {route: '/api/data/', title: 'REST API', sections: [{x: 'Methods to read and write data.'}]},
    {route: '/api/network/', title: 'Network API', sections: [{x: 'Commands over TCP.'}]},
    {route: '/administration/', title: 'Administration', sections: [{x: 'ATSD data API ATSD data API ATSD.'}]},
  ]);
  // "ATSD" and "documentation" say nothing here; "REST" decides
  assert.equal(routesOf(index, 'ATSD REST API Documentation')[0], '/api/data/');
  // "documentation" is on no page, and blocks nothing
  assert.ok(routesOf(index, 'Network API Documentation').includes('/api/network/'));
  assert.equal(searchFullText(index, 'Network API Documentation')[0]!.page.r, '/api/network/');
  // a query of common words only still matches by them
  assert.ok(routesOf(index, 'ATSD').length > 0);
});

test('a keyword in capitals is not another word of its stem: SELECT is not "selecting"', () => {
  const {index} = site([
    {
      route: '/portals/selecting-series.html',
      title: 'Selecting Series',
      sections: [{x: 'Selecting series for a widget: select them by metric.'}],
    },
    {
      route: '/sql/',
      title: 'SQL',
      sections: [{h: 'SELECT Expression', a: 'select-expression', l: 3, x: 'The SELECT expression lists columns.'}],
    },
  ]);
  assert.deepEqual(routesOf(index, 'SELECT'), ['/sql/', '/portals/selecting-series.html']);
  assert.equal(searchFullText(index, 'SELECT')[0]!.header?.anchor, 'select-expression');
  // in lower case it is the everyday word, and its forms match
  assert.equal(routesOf(index, 'selecting')[0], '/portals/selecting-series.html');
});

test('plurals and near words: "moving averages" finds the moving-average functions', () => {
  const {index} = site([
    {
      route: '/rule-engine/functions-statistical.html',
      title: 'Statistical Functions',
      sections: [{h: 'Moving Average', a: 'moving-average', l: 2, x: 'avg() returns the mean.'}],
    },
    {route: '/portals/', title: 'Portals', sections: [{x: 'A widget may show moving lines and an average.'}]},
  ]);
  const [first] = searchFullText(index, 'moving averages');
  assert.equal(first!.page.r, '/rule-engine/functions-statistical.html');
  assert.equal(first!.header?.anchor, 'moving-average');
});

test('a reference page comes before an example that matches as well', () => {
  const {index} = site([
    {route: '/sql/examples/lag.html', title: 'LAG Function', sections: [{x: 'LAG over a partition.'}]},
    {route: '/sql/functions.html', title: 'LAG Function', sections: [{x: 'LAG returns a previous value.'}]},
    {route: '/toc.html', title: 'LAG Function', sections: [{x: 'LAG.'}]},
  ]);
  assert.deepEqual(routesOf(index, 'LAG function'), ['/sql/functions.html', '/sql/examples/lag.html', '/toc.html']);
});

test('aliases and link texts find a page, whose title is what shows', () => {
  const {index, files} = site([
    {
      route: '/tutorials/getting-started-portal.html',
      title: 'Getting Started: Portals',
      sections: [{x: 'Build a portal of your own.'}],
      aliases: ['Part 3: Portals'],
    },
    {
      route: '/installation/requirements.html',
      title: 'Hardware and OS Requirements',
      sections: [{x: 'A 64-bit processor and 4 GB of memory.'}],
      linkTexts: ['Requirement Specifications'],
    },
    {
      route: '/installation/windows.html',
      title: 'Installation: Windows',
      sections: [{x: 'See the requirements. Specifications of the virtual machine follow.'}],
    },
    {route: '/portals/', title: 'Portals', sections: [{x: 'Portals show charts.'}]},
  ]);
  const [part3] = searchFullText(index, 'Part 3: Portals');
  assert.deepEqual([part3!.page.r, part3!.tier], ['/tutorials/getting-started-portal.html', 'exact']);
  assert.equal(viewResult(part3!, files.texts.get(part3!.id)!, 'Part 3: Portals').title, 'Getting Started: Portals');
  assert.equal(routesOf(index, 'Requirement Specifications')[0], '/installation/requirements.html');
});

test('each kind of miss the first relevance set showed is ranked right', () => {
  const mentions = 'Troubleshooting steps. Troubleshooting logs. Troubleshooting the install.';
  const {index} = site([
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
      minor: [{h: 'LAG', a: 'lag', s: 0}],
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
  const first = (query: string) => routesOf(index, query)[0];
  // a page titled with the query beats a page that mentions it more; "guide" names the manual
  assert.equal(first('Troubleshooting Guide'), '/installation/troubleshooting.html');
  // a generic title: the landing page of the route the query names
  assert.equal(first('meta api'), '/api/meta/');
  // a name defined by a `####` header, and a call with its argument
  assert.equal(first('LAG'), '/sql/');
  assert.equal(first('LAG(columnName)'), '/sql/');
  assert.equal(searchFullText(index, 'LAG')[0]!.header?.anchor, 'lag');
  // a short name is not a prefix of another word
  assert.deepEqual(routesOf(index, 'EMA'), ['/rule-engine/functions-statistical.html']);
  // the product's names
  assert.equal(first('ATSD'), '/');
  // a word the page never uses: partial matches after none
  assert.equal(first('mail client setup'), '/administration/mail-client.html');
});

test('a page text file keeps the start of each long section; the index has all of it', () => {
  const long = `${'word '.repeat(SNIPPET_SOURCE_LENGTH / 5)}needle`;
  const {files, index} = site([
    {route: '/long.html', title: 'Long', sections: [{h: 'Table', a: 'table', l: 2, x: long}]},
  ]);
  const kept = files.texts.get(0)!.s[0]!.x;
  assert.ok(kept.length <= SNIPPET_SOURCE_LENGTH && long.startsWith(kept) && !kept.endsWith(' '), `${kept.length}`);
  assert.deepEqual(routesOf(index, 'needle'), ['/long.html']);
});
