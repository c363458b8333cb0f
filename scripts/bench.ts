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
 *    `--no-lighthouse` skips them.
 * 4. What the JavaScript of those first visits is made of (a bundle analysis of the client build,
 *    from the stats the build writes when ATSD_BUNDLE_STATS is set), largest packages first.
 *
 * 5. The precompressed `.br`/`.gz` twins the build writes (src/lib/precompress.ts), and what
 *    brotli quality 11 would give instead of the chosen quality on the 30 largest files.
 * 6. The sizes of llms.txt, llms-full.txt, llms-full.ru.txt and the pages' Markdown twins (src/llms).
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
import {chromium} from 'playwright-core';
import {BASE_PATH} from '../src/lib/url';
import {isLlmsFile} from '../src/llms/files';
import {BROTLI_QUALITY} from '../src/lib/precompress';
import {COMPRESSIBLE} from '../src/serving/rules';
import {staticHandler} from './static-server';

const BUILD = path.resolve('build');
const STATS = path.resolve('node_modules/.cache/atsd-bench/client-stats.json');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = process.argv.slice(2);
/** The value after a `--name` argument, if given. */
const option = (name: string): string | undefined => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const RUNS = Number(option('--runs')) || 3;

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

/**
 * Plain Docusaurus 3.10 (classic preset) building the same pages, the reference of the build CPU
 * target. Measured separately (it needs a second site); see README.md, Performance. `null`: none
 * measured yet, and the bench prints only our figure.
 */
const PLAIN_DOCUSAURUS_BUILD_CPU: {seconds: number; measured: string} | null = null;

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

async function coldBuild(): Promise<{seconds: number; cpuSeconds: number; peakBytes: number}> {
  for (const dir of ['.docusaurus', 'build', 'node_modules/.cache/rspack']) {
    fs.rmSync(dir, {recursive: true, force: true});
  }
  fs.mkdirSync(path.dirname(STATS), {recursive: true});
  const start = Date.now();
  const cpuBefore = childrenCpuSeconds();
  const child = spawn('npx', ['docusaurus', 'build'], {
    env: {...process.env, ATSD_BUNDLE_STATS: STATS},
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

/** The build file a URL of the site is served from. */
function fileOf(url: string): string | null {
  const {pathname} = new URL(url);
  if (!pathname.startsWith(BASE_PATH)) return null;
  let relative = decodeURIComponent(pathname.slice(BASE_PATH.length));
  if (relative === '' || relative.endsWith('/')) relative += 'index.html';
  const file = path.join(BUILD, relative);
  return fs.existsSync(file) && fs.statSync(file).isFile() ? file : null;
}

function kindOf(file: string): Kind {
  const ext = path.extname(file);
  return ext === '.html' ? 'HTML' : ext === '.js' ? 'JS' : ext === '.css' ? 'CSS' : 'other';
}

async function firstVisit(origin: string, route: string): Promise<Visit> {
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
    const files = urls.map(fileOf).filter((file): file is string => file !== null);
    const bytes: Record<Kind, number> = {HTML: 0, JS: 0, CSS: 0, other: 0};
    for (const file of files) bytes[kindOf(file)] += gzipSize(file);
    const jsFiles = files.filter((f) => f.endsWith('.js')).map((f) => path.relative(BUILD, f));
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
    const result = await lighthouse(url, {port: chrome.port, onlyCategories: ['performance'], logLevel: 'error'});
    const lhr = result!.lhr;
    return {
      score: Math.round((lhr.categories.performance!.score ?? 0) * 100),
      lcpMs: lhr.audits['largest-contentful-paint']!.numericValue ?? NaN,
      tbtMs: lhr.audits['total-blocking-time']!.numericValue ?? NaN,
      cls: lhr.audits['cumulative-layout-shift']!.numericValue ?? NaN,
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
  };
}

// --- 4. bundle analysis ---------------------------------------------------------------------

interface StatsModule {
  name?: string;
  size: number;
  modules?: StatsModule[];
}
interface StatsChunk {
  files: string[];
  modules?: StatsModule[];
}

/** A module's owner: its npm package, or its folder under src/. */
function ownerOf(name: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(name);
  if (pkg) return pkg[1]!;
  const local = /\.\/((?:src|\.docusaurus)\/[^/]+(?:\/[^/.]+)?)/.exec(name);
  return local ? local[1]! : name.replace(/ \+ \d+ modules$/, '');
}

function analyse(jsFiles: Set<string>): Array<[string, number]> {
  const stats = JSON.parse(fs.readFileSync(STATS, 'utf8')) as {chunks: StatsChunk[]};
  const owners = new Map<string, number>();
  const add = (module: StatsModule) => {
    if (module.modules?.length) module.modules.forEach(add);
    else if (module.name) owners.set(ownerOf(module.name), (owners.get(ownerOf(module.name)) ?? 0) + module.size);
  };
  for (const chunk of stats.chunks) {
    if (chunk.files.some((file) => jsFiles.has(file))) chunk.modules?.forEach(add);
  }
  return [...owners].sort((a, b) => b[1] - a[1]);
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

// --- main -----------------------------------------------------------------------------------

async function main(): Promise<void> {
  console.log(`Bench ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} CPUs (${os.cpus()[0]?.model}),`);
  console.log(`${(os.totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.version}, ${CHROMIUM}\n`);

  if (!args.includes('--no-build')) {
    const build = await coldBuild();
    const gb = build.peakBytes / 2 ** 30;
    console.log(
      `Build (cold; load average before it ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')})`,
    );
    console.log(`  wall time ${build.seconds.toFixed(0)} s`);
    const reference = PLAIN_DOCUSAURUS_BUILD_CPU
      ? `plain Docusaurus ${PLAIN_DOCUSAURUS_BUILD_CPU.seconds} s (README, ${PLAIN_DOCUSAURUS_BUILD_CPU.measured}): ` +
        `${(build.cpuSeconds / PLAIN_DOCUSAURUS_BUILD_CPU.seconds).toFixed(2)}x, target at most ${TARGETS.buildCpuRatio}x`
      : `target at most ${TARGETS.buildCpuRatio}x plain Docusaurus's; no reference measured yet (README, Performance)`;
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
  console.log('First visit (gzipped bytes the page requests, by kind)');
  console.log(
    `${'page'.padEnd(width)}${pad('HTML', 10)}${pad('JS', 10)}${pad('CSS', 10)}${pad('other', 10)}${pad('requests', 10)}`,
  );
  for (const page of pages) {
    const visit = await firstVisit(origin, page.route);
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
    return;
  }
  console.log(
    `\nLighthouse mobile (median of ${RUNS} runs; targets: score >= 90 on the six fixed pages, TBT <= 300 ms where given, CLS < ${TARGETS.cls})`,
  );
  console.log(`${'page'.padEnd(width)}${pad('score', 8)}${pad('LCP', 10)}${pad('TBT', 10)}${pad('CLS', 8)}`);
  for (const page of pages) {
    const lh = await lighthouseMedian(origin + BASE_PATH + page.route.replace(/^\//, ''));
    const notes = [
      page.score && `score ${lh.score >= page.score ? 'meets' : 'BELOW'} >= ${page.score}`,
      page.tbtMs && `TBT ${lh.tbtMs <= page.tbtMs ? 'meets' : 'OVER'} <= ${page.tbtMs} ms`,
      `CLS ${lh.cls < TARGETS.cls ? 'meets' : 'NOT below'} < ${TARGETS.cls}`,
    ].filter(Boolean);
    console.log(
      `${page.route.padEnd(width)}${pad(String(lh.score), 8)}${pad(`${(lh.lcpMs / 1000).toFixed(1)} s`, 10)}` +
        `${pad(`${lh.tbtMs.toFixed(0)} ms`, 10)}${pad(lh.cls.toFixed(3), 8)}  ${notes.join(', ')}`,
    );
  }
  server.close();

  console.log('\nWhat the first-visit JavaScript is made of (all pages above; module sizes before minifying)');
  if (fs.existsSync(STATS)) {
    for (const [owner, size] of analyse(allJs).slice(0, 20)) console.log(`  ${owner.padEnd(56)}${pad(kb(size), 10)}`);
  } else {
    console.log('  (no bundle stats: run without --no-build)');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
