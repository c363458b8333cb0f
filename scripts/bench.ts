/**
 * `npm run bench`: how heavy and how fast the site is, printed against the targets of issue 23.
 * A benchmark, not a test: nothing here fails on a figure, since a shared machine varies.
 *
 * 1. A cold build (`.docusaurus/`, `build/` and Rspack's persistent cache removed first): wall
 *    time, CPU time (user + system of the whole process tree, from the kernel's count of the
 *    children this process waited for) and peak memory as the largest summed resident size of the
 *    build's process tree. `--no-build` reuses `build/`.
 * 2. For each of the six fixed pages below and three doc pages picked at random from the build's
 *    sitemap (printed; `--seed N` repeats a pick, `--pages /a.html,/b/` names them), a first visit
 *    in Debian's Chromium on a phone-sized screen, served gzipped from loopback: the requests it
 *    makes, and their gzipped bytes by kind.
 * 3. Lighthouse's mobile performance score, LCP, TBT and CLS: the median of 3 runs per page, with
 *    Lighthouse driving the same Chromium (`chromePath`). `--runs N` changes the count;
 *    `--no-lighthouse` skips them. The CPU is slowed 4x, Lighthouse's default, meant for a host of
 *    benchmark index about 1,500 (printed per page); `--cpu-slowdown calibrated` picks the
 *    multiplier from the host's index before each run, as Lighthouse's documentation advises for
 *    other hosts, and `--cpu-slowdown N` sets it. `--throttling devtools` slows the browser itself
 *    (Lighthouse's `throttlingMethod: 'devtools'`: the CPU by the same multiplier, the network by
 *    its mobile latency and bandwidth) instead of simulating the slowdown from a load at full speed.
 * 4. The bundle report: what the JavaScript every page loads first (`main.js`, React's chunk and
 *    Rspack's runtime) is made of, in gzipped KB, by npm package, by file Docusaurus generates for
 *    the site (the route table) and by module of ours, from the source maps the cold build writes
 *    (ATSD_SOURCE_MAPS, src/plugins/bundle-stats). Printed with `--no-lighthouse` too; with
 *    `--no-build` it needs a build made with ATSD_SOURCE_MAPS=1, so the first visits and this
 *    report alone are `ATSD_SOURCE_MAPS=1 npm run build`, then
 *    `npm run bench -- --no-build --no-lighthouse --no-plain`.
 *
 * 5. The precompressed `.br`/`.gz` twins the build writes (src/lib/precompress.ts), and what
 *    brotli quality 11 would give instead of the chosen quality on the 30 largest files.
 * 6. The sizes of llms.txt, llms-full.txt, llms-full.ru.txt and the pages' Markdown twins (src/llms).
 * 7. The same pages on plain Docusaurus (bench/plain: the classic preset over the same docs/):
 *    its cold build (and our build's CPU time against it, issue 23's target), first-visit
 *    JavaScript and Lighthouse beside ours, as ratios. `--no-plain` skips it.
 *
 * Search sizes and speed have their own benchmark: `npm run bench:search`.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import compression from 'compression';
import {SourceMapConsumer, type RawSourceMap} from 'source-map-js';
import {chromium} from 'playwright-core';
import {BASE_PATH} from '../src/lib/url';
import {isLlmsFile} from '../src/llms/files';
import {REACT_CHUNK} from '../src/plugins/react-first';
import {BROTLI_QUALITY} from '../src/lib/precompress';
import {COMPRESSIBLE} from '../src/serving/rules';
import {staticHandler} from './static-server';
import {calibratedSlowdown} from './support/cpuSlowdown';

const BUILD = path.resolve('build');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = process.argv.slice(2);
/** The value after a `--name` argument, if given. */
const option = (name: string): string | undefined => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const RUNS = Number(option('--runs')) || 3;
/**
 * Lighthouse's CPU slowdown: its 4x unless `--cpu-slowdown N` is given; `--cpu-slowdown calibrated`
 * measures the host's benchmark index before each run and takes the multiplier Lighthouse's
 * documentation gives for it (scripts/support/cpuSlowdown.ts).
 */
const CPU_SLOWDOWN = option('--cpu-slowdown');
/** Lighthouse's mobile CPU slowdown (`throttling.mobileSlow4G`). */
const DEFAULT_SLOWDOWN = 4;
/**
 * Lighthouse's throttling method: `simulate` (its default) loads the page at full speed and
 * estimates the slowed one, each task's time multiplied by the CPU slowdown; `devtools` slows
 * Chromium's CPU and network while the page loads, so work the page splits by elapsed time (React
 * yields every 5 ms) is split as on a slow phone. `--throttling devtools` picks it.
 */
const THROTTLING = ((value = 'simulate') => {
  if (value !== 'simulate' && value !== 'devtools') {
    throw new Error(`--throttling: ${value} is neither "simulate" nor "devtools"`);
  }
  return value;
})(option('--throttling'));

interface BenchPage {
  name: string;
  route: string;
  /** Lighthouse performance score target (the six fixed pages). */
  score?: number;
  /** Total blocking time target in ms. */
  tbtMs?: number;
}

const PAGES: BenchPage[] = [
  {name: 'home', route: '/', score: 90},
  {name: 'short doc page', route: '/licensing.html', score: 90},
  {name: 'page with a diagram', route: '/api/data/series/query.html', score: 90},
  {name: 'finance home', route: '/finance/', score: 90},
  {name: 'long page', route: '/finance/ru/sql.html', score: 90, tbtMs: 300},
  {name: 'SQL reference', route: '/sql/', score: 90, tbtMs: 300},
];

/**
 * Targets of issue 23 that hold on every page. Every page of the site is a doc page (the docs
 * plugin serves from `/`), so the JS target applies to all of them.
 */
const TARGETS = {jsKb: 200, cls: 0.02, buildMemoryGb: 2.5, buildCpuRatio: 1.3};

/** How many doc pages each run adds at random. */
const RANDOM_PAGES = 3;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const pad = (text: string, width: number) => text.padStart(width);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

// --- 1. build -------------------------------------------------------------------------------

/**
 * CPU seconds (user + system) of the children this process has waited for, and of their own
 * waited-for children: fields 16 and 17 of /proc/self/stat, in clock ticks (100 per second on
 * Linux).
 */
function childrenCpuSeconds(): number {
  const fields = fs
    .readFileSync('/proc/self/stat', 'utf8')
    .replace(/^.*\) /s, '')
    .split(' ');
  // After the command name, field 3 (state) is index 0, so field n is index n - 3.
  return (Number(fields[16 - 3]) + Number(fields[17 - 3])) / 100;
}

/** Resident memory (bytes) of a process and all its descendants, from /proc. */
function treeRss(rootPid: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = fs.readFileSync(`/proc/${entry}/status`, 'utf8');
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      rss.set(Number(entry), Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0) * 1024);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length > 0) {
    const pid = stack.pop()!;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/**
 * A cold build of a site: `site` is its folder (this project, or bench/plain), `out` where it
 * writes; Docusaurus's generated files and Rspack's cache are removed first.
 */
async function coldBuild(
  site = '.',
  out = BUILD,
  env: Record<string, string> = {ATSD_SOURCE_MAPS: '1'},
): Promise<{seconds: number; cpuSeconds: number; peakBytes: number}> {
  for (const dir of [path.join(site, '.docusaurus'), out, 'node_modules/.cache/rspack']) {
    fs.rmSync(dir, {recursive: true, force: true});
  }
  const start = Date.now();
  const cpuBefore = childrenCpuSeconds();
  const child = spawn('npx', ['docusaurus', 'build', site, '--out-dir', out], {
    env: {...process.env, ...env},
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  let peakBytes = 0;
  const timer = setInterval(() => (peakBytes = Math.max(peakBytes, treeRss(child.pid!))), 250);
  const code = await new Promise<number>((resolve) => child.on('close', (c) => resolve(c ?? 1)));
  clearInterval(timer);
  if (code !== 0) {
    console.error(errors);
    throw new Error(`docusaurus build failed (exit ${code})`);
  }
  return {seconds: (Date.now() - start) / 1000, cpuSeconds: childrenCpuSeconds() - cpuBefore, peakBytes};
}

// --- 2. first visits ------------------------------------------------------------------------

/** A small seeded generator (mulberry32), so that `--seed N` repeats a pick. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** The routes of the build's sitemap, relative to the base URL (`/sql/`, `/licensing.html`). */
function sitemapRoutes(): string[] {
  const xml = fs.readFileSync(path.join(BUILD, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const {pathname} = new URL(match[1]!);
    return `/${decodeURIComponent(pathname).slice(BASE_PATH.length)}`;
  });
}

/** `--pages a,b,c`, or RANDOM_PAGES sitemap routes that are not fixed pages, picked with `seed`. */
function extraPages(seed: number): BenchPage[] {
  const named = option('--pages');
  if (named)
    return named.split(',').map((route) => ({name: 'named', route: route.startsWith('/') ? route : `/${route}`}));
  const fixed = new Set(PAGES.map((p) => p.route));
  const pool = sitemapRoutes().filter((route) => !fixed.has(route));
  const next = random(seed);
  const picked: string[] = [];
  while (picked.length < Math.min(RANDOM_PAGES, pool.length)) {
    const route = pool[Math.floor(next() * pool.length)]!;
    if (!picked.includes(route)) picked.push(route);
  }
  return picked.map((route) => ({name: 'random', route}));
}

type Kind = 'HTML' | 'JS' | 'CSS' | 'other';

interface Visit {
  requests: number;
  bytes: Record<Kind, number>;
  /** Built files of the JS requests, relative to build/. */
  jsFiles: string[];
}

const gzipCache = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(file)).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** The build file a URL of the site is served from (`root`: the build folder). */
function fileOf(url: string, root = BUILD): string | null {
  const {pathname} = new URL(url);
  if (!pathname.startsWith(BASE_PATH)) return null;
  let relative = decodeURIComponent(pathname.slice(BASE_PATH.length));
  if (relative === '' || relative.endsWith('/')) relative += 'index.html';
  for (const candidate of [relative, `${relative}/index.html`, `${relative}.html`]) {
    const file = path.join(root, candidate);
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

function kindOf(file: string): Kind {
  const ext = path.extname(file);
  return ext === '.html' ? 'HTML' : ext === '.js' ? 'JS' : ext === '.css' ? 'CSS' : 'other';
}

async function firstVisit(origin: string, route: string, root = BUILD): Promise<Visit> {
  const browser = await chromium.launch({executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu']});
  try {
    const context = await browser.newContext({viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true});
    const page = await context.newPage();
    const finished: Array<Promise<string | null>> = [];
    page.on('requestfinished', (request) => {
      // Docusaurus prefetches the chunks of the links in view once the page is idle; they serve
      // the next page, not this one.
      finished.push(
        request.allHeaders().then((headers) => (headers['sec-purpose']?.includes('prefetch') ? null : request.url())),
      );
    });
    await page.goto(origin + BASE_PATH + route.replace(/^\//, ''), {waitUntil: 'networkidle'});
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const urls = (await Promise.all(finished)).filter((url): url is string => url !== null);
    const requests = urls.length;
    const files = urls.map((url) => fileOf(url, root)).filter((file): file is string => file !== null);
    const bytes: Record<Kind, number> = {HTML: 0, JS: 0, CSS: 0, other: 0};
    for (const file of files) bytes[kindOf(file)] += gzipSize(file);
    const jsFiles = files.filter((f) => f.endsWith('.js')).map((f) => path.relative(root, f));
    return {requests, bytes, jsFiles};
  } finally {
    await browser.close();
  }
}

// --- 3. Lighthouse --------------------------------------------------------------------------

interface LighthouseFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * Lighthouse's measure of the host's CPU speed (`environment.benchmarkIndex`). Its 4x CPU
   * slowdown stands for a mid-range phone on a host of about 1,500; on a slower host the same
   * multiplier simulates a slower phone, so blocking time and score are comparable only between
   * hosts of a like index.
   */
  benchmarkIndex: number;
  /** The CPU slowdown the run used. */
  slowdown: number;
}

/** The CPU slowdown for a run in the Chromium listening on `port` (see CPU_SLOWDOWN). */
async function slowdownFor(port: number): Promise<number> {
  if (CPU_SLOWDOWN === undefined) return DEFAULT_SLOWDOWN;
  if (CPU_SLOWDOWN !== 'calibrated') {
    const multiplier = Number(CPU_SLOWDOWN);
    if (!(multiplier >= 1))
      throw new Error(`--cpu-slowdown: ${CPU_SLOWDOWN} is neither a number from 1 nor "calibrated"`);
    return multiplier;
  }
  // Lighthouse's own benchmark, in the browser it is about to drive.
  const {pageFunctions} = await import('lighthouse/core/lib/page-functions.js');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    const measure = async () => Number(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
    // The first measure in a new browser runs cold, about 40 % below the next ones (553 against
    // 787–998 here), and would slow the CPU too little: it only warms up.
    await measure();
    const indexes = [await measure(), await measure(), await measure()];
    await page.close();
    return calibratedSlowdown(median(indexes));
  } finally {
    await browser.close();
  }
}

async function lighthouseRun(url: string): Promise<LighthouseFigures> {
  // Both are ES modules; a native dynamic import keeps them so.
  const {default: lighthouse} = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const slowdown = await slowdownFor(chrome.port);
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      throttlingMethod: THROTTLING,
      throttling: {cpuSlowdownMultiplier: slowdown},
    });
    const lhr = result!.lhr;
    return {
      score: Math.round((lhr.categories.performance!.score ?? 0) * 100),
      lcpMs: lhr.audits['largest-contentful-paint']!.numericValue ?? NaN,
      tbtMs: lhr.audits['total-blocking-time']!.numericValue ?? NaN,
      cls: lhr.audits['cumulative-layout-shift']!.numericValue ?? NaN,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      slowdown,
    };
  } finally {
    chrome.kill();
  }
}

async function lighthouseMedian(url: string): Promise<LighthouseFigures> {
  const runs: LighthouseFigures[] = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await lighthouseRun(url));
  return {
    score: median(runs.map((r) => r.score)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
    benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
    slowdown: median(runs.map((r) => r.slowdown)),
  };
}

// --- 4. bundle report -------------------------------------------------------------------------

/**
 * What a source file of the bundle belongs to: its npm package, the code Docusaurus generates for
 * this site (`.docusaurus/`, the route table and registry), Rspack's runtime, or our own module.
 */
export function ownerOf(source: string): {group: 'package' | 'generated' | 'runtime' | 'ours'; name: string} {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return {group: 'package', name: pkg[1]!};
  const generated = /\.docusaurus\/(.+)$/.exec(source);
  if (generated) return {group: 'generated', name: `.docusaurus/${generated[1]}`};
  const ours = /(?:^|\/)((?:src|scripts)\/.+)$/.exec(source);
  if (ours) return {group: 'ours', name: ours[1]!};
  return {group: 'runtime', name: source.replace(/^webpack:\/\/[^/]*\//, '')};
}

interface Share {
  name: string;
  gzip: number;
}

/**
 * The minified bytes of a bundle file by the source its map names for them, read with the
 * source-map library: each mapped segment runs from its column to the next segment's.
 */
function bytesBySource(code: string, map: RawSourceMap): Map<string, string[]> {
  const consumer = new SourceMapConsumer(map);
  const lines = code.split('\n');
  const segments: Array<{line: number; column: number; source: string}> = [];
  consumer.eachMapping((mapping) =>
    segments.push({
      line: mapping.generatedLine - 1,
      column: mapping.generatedColumn,
      source: mapping.source ?? '(unmapped)',
    }),
  );
  segments.sort((a, b) => a.line - b.line || a.column - b.column);
  const bytes = new Map<string, string[]>();
  segments.forEach((segment, index) => {
    const next = segments[index + 1];
    const line = lines[segment.line] ?? '';
    const end = next && next.line === segment.line ? next.column : line.length;
    const list = bytes.get(segment.source) ?? [];
    list.push(line.slice(segment.column, end));
    bytes.set(segment.source, list);
  });
  return bytes;
}

/**
 * Gzipped bytes of a bundle file by owner. Each owner's minified bytes are gzipped together (so a
 * repetitive route table counts what it compresses to, not an average), and the shares are then
 * scaled so that they add up to the file's real gzipped size (gzipping the owners apart loses what
 * they share).
 */
function bundleShares(file: string, ownerOfSource: (source: string) => string): {gzip: number; shares: Share[]} {
  const code = fs.readFileSync(file, 'utf8');
  const map = JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')) as RawSourceMap;
  const byOwner = new Map<string, string[]>();
  for (const [source, pieces] of bytesBySource(code, map)) {
    const owner = ownerOfSource(source);
    byOwner.set(owner, [...(byOwner.get(owner) ?? []), ...pieces]);
  }
  const gzip = gzipSize(file);
  const alone = [...byOwner].map(([name, pieces]) => ({name, gzip: zlib.gzipSync(pieces.join(''), {level: 9}).length}));
  const sum = alone.reduce((total, share) => total + share.gzip, 0);
  return {gzip, shares: alone.map((share) => ({name: share.name, gzip: (share.gzip * gzip) / sum}))};
}

function printShares(title: string, shares: Share[], total: number, rows: number): void {
  const sorted = [...shares].sort((a, b) => b.gzip - a.gzip);
  console.log(`  ${title}`);
  for (const share of sorted.slice(0, rows)) console.log(`    ${share.name.padEnd(60)}${pad(kb(share.gzip), 10)}`);
  const rest = sorted.slice(rows).reduce((sum, share) => sum + share.gzip, 0);
  if (rest > 0) console.log(`    ${`${sorted.length - rows} more`.padEnd(60)}${pad(kb(rest), 10)}`);
  console.log(`    ${'all'.padEnd(60)}${pad(kb(total), 10)}`);
}

/** The scripts every page loads first: the runtime, React's chunk (src/plugins/react-first) and `main.js`. */
const INITIAL_SCRIPT = new RegExp(`(^|/)(main|runtime~main|${REACT_CHUNK})\\.[0-9a-f]+\\.js$`);

/** The bundle report: the initial scripts, gzipped, by package, by our module, by generated file. */
function bundleReport(jsFiles: Set<string>): void {
  const assets = path.join(BUILD, 'assets', 'js');
  const entry = [...jsFiles].filter((file) => INITIAL_SCRIPT.test(file));
  if (entry.length === 0 || !entry.every((file) => fs.existsSync(path.join(assets, `${path.basename(file)}.map`)))) {
    console.log(
      '  (no source maps: the cold build writes them; run without --no-build, or build with ATSD_SOURCE_MAPS=1)',
    );
    return;
  }
  const key = (source: string) => {
    const owner = ownerOf(source);
    return `${owner.group}\t${owner.name}`;
  };
  for (const file of entry) {
    const {gzip, shares} = bundleShares(path.join(assets, path.basename(file)), key);
    console.log(`\n${path.basename(file)}: ${kb(gzip)} gzipped`);
    const owners = shares.map((share) => {
      const [group, name] = share.name.split('\t') as [string, string];
      return {group, name, gzip: share.gzip};
    });
    for (const [group, title, rows] of [
      ['package', 'by package', 15],
      ['generated', 'generated by Docusaurus for this site', 8],
      ['ours', 'our own modules', 15],
      ['runtime', 'bundler runtime and unmapped bytes', 5],
    ] as const) {
      const members = owners.filter((owner) => owner.group === group);
      const total = members.reduce((sum, owner) => sum + owner.gzip, 0);
      if (members.length > 0) printShares(title, members, total, rows);
    }
  }
}

function printBundleReport(jsFiles: Set<string>): void {
  console.log('\nWhat the JavaScript every page loads first is made of (gzipped, from the source maps)');
  bundleReport(jsFiles);
}

// --- 5. precompressed twins -----------------------------------------------------------------

function twinsReport(): void {
  const files = fs
    .readdirSync(BUILD, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
  const compressible = files.filter((file) => COMPRESSIBLE.test(file));
  const size = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : 0);
  const total = (suffix: string) => kb(compressible.reduce((sum, file) => sum + size(file + suffix), 0));
  console.log(`\nPrecompressed twins (${compressible.length} HTML, JS, CSS, JSON, Markdown and text files)`);
  console.log(
    `  as built ${total('')}, .gz twins (level 9) ${total('.gz')}, .br twins (quality ${BROTLI_QUALITY}) ${total('.br')}`,
  );
  const largest = [...compressible].sort((a, b) => size(b) - size(a)).slice(0, 30);
  for (const quality of [BROTLI_QUALITY, 11]) {
    const started = performance.now();
    const bytes = largest.reduce(
      (sum, file) =>
        sum +
        zlib.brotliCompressSync(fs.readFileSync(file), {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: quality}})
          .length,
      0,
    );
    console.log(
      `  30 largest, brotli quality ${quality}: ${kb(bytes)} (${(performance.now() - started).toFixed(0)} ms)`,
    );
  }
}

// --- 6. the manual for AI tools ----------------------------------------------------------

function llmsReport(): void {
  const twins = fs
    .readdirSync(BUILD, {recursive: true})
    .map(String)
    .filter((file) => file.endsWith('.md'));
  const size = (file: string) => fs.statSync(path.join(BUILD, file)).size;
  console.log('\nFor AI tools (src/llms): as built, .gz twin');
  for (const file of fs.readdirSync(BUILD).filter((name) => name.endsWith('.txt') && isLlmsFile(name))) {
    console.log(`  ${file.padEnd(24)}${pad(kb(size(file)), 12)}${pad(kb(size(`${file}.gz`)), 12)}`);
  }
  const total = twins.reduce((sum, file) => sum + size(file), 0);
  console.log(`  ${twins.length} Markdown twins, ${kb(total)} in all, largest ${kb(Math.max(...twins.map(size)))}`);
}

// --- 7. side by side with plain Docusaurus ------------------------------------------------------

const PLAIN_SITE = 'bench/plain';
const PLAIN_BUILD = path.resolve('node_modules/.cache/atsd-bench/plain-build');

/** Plain Docusaurus's route for one of ours: the same page without `.html` (`/sql/` stays). */
export function plainRoute(route: string): string {
  return route.replace(/\.html$/, '');
}

const ratio = (ours: number, plain: number) => (plain > 0 ? `${(ours / plain).toFixed(2)}x` : '-');

/**
 * The same pages on plain Docusaurus (bench/plain: the classic preset over the same docs/, every
 * default): a cold build, then first-visit JavaScript and, with `lighthouse`, Lighthouse's figures,
 * each beside ours as a ratio. `--no-plain` skips it; a failed build is reported, not thrown.
 */
async function sideBySide(
  pages: BenchPage[],
  oursJs: ReadonlyMap<string, number>,
  oursLighthouse: ReadonlyMap<string, LighthouseFigures>,
  lighthouse: boolean,
  oursBuild: {cpuSeconds: number} | null,
): Promise<void> {
  console.log('\nSide by side with plain Docusaurus (bench/plain: the same docs/, classic preset, every default)');
  let build;
  try {
    build = await coldBuild(PLAIN_SITE, PLAIN_BUILD, {});
  } catch (error) {
    console.log(`  plain Docusaurus could not be built: ${(error as Error).message}`);
    return;
  }
  console.log(`  its cold build: ${build.seconds.toFixed(0)} s wall, ${build.cpuSeconds.toFixed(0)} s CPU`);
  if (oursBuild) {
    const cpuRatio = oursBuild.cpuSeconds / build.cpuSeconds;
    console.log(
      `  our build's CPU time against it: ${cpuRatio.toFixed(2)}x  ` +
        `(target at most ${TARGETS.buildCpuRatio}x: ${cpuRatio <= TARGETS.buildCpuRatio ? 'met' : 'NOT MET'})`,
    );
  }
  const handler = staticHandler(PLAIN_BUILD);
  const gzip = compression();
  const server = http.createServer((req, res) => gzip(req as never, res as never, () => handler(req, res)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const width = Math.max(34, ...pages.map((p) => p.route.length + 2));
  console.log(
    `${'page'.padEnd(width)}${pad('JS ours', 11)}${pad('plain', 11)}${pad('ratio', 8)}` +
      (lighthouse ? `${pad('score', 12)}${pad('TBT ours', 11)}${pad('plain', 11)}${pad('ratio', 8)}` : ''),
  );
  try {
    for (const page of pages) {
      const route = plainRoute(page.route);
      if (!fileOf(origin + BASE_PATH + route.replace(/^\//, ''), PLAIN_BUILD)) {
        console.log(`${page.route.padEnd(width)}(not in the plain build)`);
        continue;
      }
      const visit = await firstVisit(origin, route, PLAIN_BUILD);
      const js = oursJs.get(page.route) ?? 0;
      let line = `${page.route.padEnd(width)}${pad(kb(js), 11)}${pad(kb(visit.bytes.JS), 11)}${pad(ratio(js, visit.bytes.JS), 8)}`;
      const ours = oursLighthouse.get(page.route);
      if (lighthouse && ours) {
        const plain = await lighthouseMedian(origin + BASE_PATH + route.replace(/^\//, ''));
        line +=
          `${pad(`${ours.score}/${plain.score}`, 12)}${pad(`${ours.tbtMs.toFixed(0)} ms`, 11)}` +
          `${pad(`${plain.tbtMs.toFixed(0)} ms`, 11)}${pad(ratio(ours.tbtMs, plain.tbtMs), 8)}`;
      }
      console.log(line);
    }
  } finally {
    server.close();
  }
}

// --- main -----------------------------------------------------------------------------------

async function main(): Promise<void> {
  console.log(`Bench ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} CPUs (${os.cpus()[0]?.model}),`);
  console.log(`${(os.totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.version}, ${CHROMIUM}\n`);

  let oursBuild: {cpuSeconds: number} | null = null;
  if (!args.includes('--no-build')) {
    const build = await coldBuild();
    oursBuild = build;
    const gb = build.peakBytes / 2 ** 30;
    console.log(
      `Build (cold; load average before it ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')})`,
    );
    console.log(`  wall time ${build.seconds.toFixed(0)} s`);
    const reference = args.includes('--no-plain')
      ? `target at most ${TARGETS.buildCpuRatio}x plain Docusaurus's; not built with --no-plain`
      : `target at most ${TARGETS.buildCpuRatio}x plain Docusaurus's; the ratio is under "Side by side"`;
    console.log(`  CPU time (user + system, whole process tree) ${build.cpuSeconds.toFixed(0)} s  (${reference})`);
    console.log(
      `  peak memory ${gb.toFixed(2)} GB  (target < ${TARGETS.buildMemoryGb} GB: ${gb < TARGETS.buildMemoryGb ? 'met' : 'NOT MET'})\n`,
    );
  } else if (!fs.existsSync(path.join(BUILD, 'index.html'))) {
    throw new Error('No build/ found: run `npm run bench` without --no-build, or `npm run build` first.');
  }

  const handler = staticHandler(BUILD);
  const gzip = compression();
  const server = http.createServer((req, res) => gzip(req as never, res as never, () => handler(req, res)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const seed = Number(option('--seed') ?? Math.floor(Math.random() * 1e6));
  const extra = extraPages(seed);
  console.log(
    `Random doc pages: ${extra.map((p) => p.route).join(', ')}` +
      (option('--pages') ? ' (--pages)' : ` (--seed ${seed} repeats them)`) +
      `; load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}\n`,
  );
  const all = [...PAGES, ...extra];
  const pages = all.filter((p) => fileOf(origin + BASE_PATH + p.route.replace(/^\//, '')));
  const width = Math.max(34, ...all.map((p) => p.route.length + 2));
  const missing = all.filter((p) => !pages.includes(p));
  const allJs = new Set<string>();
  const oursJs = new Map<string, number>();
  const oursLighthouse = new Map<string, LighthouseFigures>();
  console.log('First visit (gzipped bytes the page requests, by kind)');
  console.log(
    `${'page'.padEnd(width)}${pad('HTML', 10)}${pad('JS', 10)}${pad('CSS', 10)}${pad('other', 10)}${pad('requests', 10)}`,
  );
  for (const page of pages) {
    const visit = await firstVisit(origin, page.route);
    oursJs.set(page.route, visit.bytes.JS);
    visit.jsFiles.forEach((f) => allJs.add(f));
    const budget = `  JS ${visit.bytes.JS / 1024 <= TARGETS.jsKb ? 'meets' : 'OVER'} <= ${TARGETS.jsKb} KB`;
    console.log(
      `${page.route.padEnd(width)}${pad(kb(visit.bytes.HTML), 10)}${pad(kb(visit.bytes.JS), 10)}` +
        `${pad(kb(visit.bytes.CSS), 10)}${pad(kb(visit.bytes.other), 10)}${pad(String(visit.requests), 10)}${budget}`,
    );
  }
  for (const page of missing) console.log(`${page.route.padEnd(width)}(not in this build)`);

  twinsReport();
  llmsReport();
  if (args.includes('--no-lighthouse')) {
    server.close();
    printBundleReport(allJs);
    if (!args.includes('--no-plain')) await sideBySide(pages, oursJs, oursLighthouse, false, oursBuild);
    return;
  }
  console.log(
    `\nLighthouse mobile, ${THROTTLING} throttling (median of ${RUNS} runs; targets: score >= 90 on the six fixed pages, TBT <= 300 ms where given, CLS < ${TARGETS.cls})`,
  );
  console.log(
    `${'page'.padEnd(width)}${pad('score', 8)}${pad('LCP', 10)}${pad('TBT', 10)}${pad('CLS', 8)}${pad('host', 7)}${pad('CPU', 7)}`,
  );
  for (const page of pages) {
    const lh = await lighthouseMedian(origin + BASE_PATH + page.route.replace(/^\//, ''));
    oursLighthouse.set(page.route, lh);
    const notes = [
      page.score && `score ${lh.score >= page.score ? 'meets' : 'BELOW'} >= ${page.score}`,
      page.tbtMs && `TBT ${lh.tbtMs <= page.tbtMs ? 'meets' : 'OVER'} <= ${page.tbtMs} ms`,
      `CLS ${lh.cls < TARGETS.cls ? 'meets' : 'NOT below'} < ${TARGETS.cls}`,
    ].filter(Boolean);
    console.log(
      `${page.route.padEnd(width)}${pad(String(lh.score), 8)}${pad(`${(lh.lcpMs / 1000).toFixed(1)} s`, 10)}` +
        `${pad(`${lh.tbtMs.toFixed(0)} ms`, 10)}${pad(lh.cls.toFixed(3), 8)}${pad(lh.benchmarkIndex.toFixed(0), 7)}` +
        `${pad(`${lh.slowdown.toFixed(1)}x`, 7)}` +
        `  ${notes.join(', ')}`,
    );
  }
  server.close();

  printBundleReport(allJs);
  if (!args.includes('--no-plain')) await sideBySide(pages, oursJs, oursLighthouse, true, oursBuild);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
