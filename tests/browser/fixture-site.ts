/**
 * Small copies of the site, built from the real code and config with a few pages of their own, for
 * behaviours no real page shows (front matter fields, build failures, other configurations). A test
 * file asks for one as a worker fixture, so a worker builds it once (or finds it in the cache).
 */
import {spawn} from 'node:child_process';
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {stripVTControlCharacters} from 'node:util';

/** What a small copy of the site needs besides docs/ (everything but outputs and tests). */
const SITE_SKIP = new Set(['.git', '.docusaurus', 'build', 'node_modules', 'docs', 'tests', 'test-results']);

/** Finished fixture builds, by the hash of everything they are made from. */
const FIXTURE_CACHE = path.resolve('node_modules/.cache/atsd-fixtures');

export interface FixtureBuild {
  buildDir: string;
  /** Exit code, stdout and stderr of `docusaurus build`. */
  code: number;
  output: string;
}

export type FixtureOptions = {
  env?: Record<string, string>;
  config?: string;
  /** The copy's sidebars.ts (sidebar id → items, in Docusaurus's format); none when unset. */
  sidebars?: Record<string, unknown[]>;
  prepare?: (dir: string) => void;
};

/** Every file of the site's copy (path and bytes), in a stable order, into `hash`. */
function hashTree(hash: ReturnType<typeof createHash>, dir: string, skip: Set<string> = new Set()): void {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true}).sort((a, b) => a.name.localeCompare(b.name))) {
    if (skip.has(entry.name)) continue;
    const file = path.join(dir, entry.name);
    hash.update(`\0${file}\0`);
    if (entry.isDirectory()) hashTree(hash, file);
    else if (entry.isSymbolicLink()) hash.update(fs.readlinkSync(file));
    else hash.update(fs.readFileSync(file));
  }
}

/**
 * Builds a small copy of the site: the real code and config, with `pages` (path under docs/ →
 * Markdown, as text or bytes) as its only docs, `sidebars` as its sidebars (none by default: the
 * real ones name pages a fixture lacks, which fails a build), `env` added to the environment (with
 * the environment's own ATSD_* settings), `config` as the configuration file, and `prepare` run on
 * the folder before the build.
 *
 * A build is made once for its inputs: the site's files (package-lock.json standing for
 * node_modules), Node's version, the pages, the settings, the config, the sidebars and `prepare`'s
 * source. Its result (code, output, build/) is kept under node_modules/.cache/atsd-fixtures/ by their hash, so
 * a worker or run that asks again reuses it, and a fresh `npm ci` starts without any. Each build
 * goes into the cache with one rename, so two workers building the same inputs at once leave one
 * whole result. `prepare` is hashed by its source, so it must not depend on values from outside
 * itself.
 */
export async function buildFixtureSite(
  pages: Record<string, string | Buffer>,
  options: FixtureOptions = {},
): Promise<FixtureBuild> {
  const env: Record<string, string> = {
    ...Object.fromEntries(
      Object.entries(process.env).filter(
        (entry): entry is [string, string] => entry[0].startsWith('ATSD_') && entry[1] !== undefined,
      ),
    ),
    ...options.env,
  };
  const hash = createHash('sha256');
  hashTree(hash, '.', SITE_SKIP);
  hash.update(
    JSON.stringify([
      process.version,
      env,
      options.config ?? null,
      options.sidebars ?? {},
      options.prepare?.toString() ?? null,
    ]),
  );
  for (const [file, content] of Object.entries(pages).sort(([a], [b]) => a.localeCompare(b))) {
    hash.update(`\0${file}\0`).update(content);
  }
  const cached = path.join(FIXTURE_CACHE, hash.digest('hex').slice(0, 32));
  if (!fs.existsSync(cached)) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atsd-fixture-'));
    try {
      const {code, output} = await buildIn(dir, pages, env, options);
      // Staged beside the cache, then moved into place in one step.
      fs.mkdirSync(FIXTURE_CACHE, {recursive: true});
      const staged = fs.mkdtempSync(`${cached}.`);
      if (fs.existsSync(path.join(dir, 'build'))) {
        fs.cpSync(path.join(dir, 'build'), path.join(staged, 'build'), {recursive: true, verbatimSymlinks: true});
      }
      fs.writeFileSync(path.join(staged, 'result.json'), JSON.stringify({code, output}));
      try {
        fs.renameSync(staged, cached);
      } catch {
        // Another worker put the same build there first.
        fs.rmSync(staged, {recursive: true, force: true});
      }
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  }
  const {code, output} = JSON.parse(fs.readFileSync(path.join(cached, 'result.json'), 'utf8')) as {
    code: number;
    output: string;
  };
  // Without colours: the runner's workers ask for them, and the build passes them on.
  return {buildDir: path.join(cached, 'build'), code, output: stripVTControlCharacters(output)};
}

async function buildIn(
  dir: string,
  pages: Record<string, string | Buffer>,
  env: Record<string, string>,
  options: FixtureOptions,
): Promise<{code: number; output: string}> {
  for (const entry of fs.readdirSync('.')) {
    if (!SITE_SKIP.has(entry)) {
      fs.cpSync(entry, path.join(dir, entry), {recursive: true});
    }
  }
  fs.symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'));
  for (const [file, content] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(dir, 'docs', file)), {recursive: true});
    fs.writeFileSync(path.join(dir, 'docs', file), content);
  }
  fs.writeFileSync(path.join(dir, 'sidebars.ts'), `export default ${JSON.stringify(options.sidebars ?? {})};\n`);
  options.prepare?.(dir);
  const args = ['docusaurus', 'build', '--out-dir', 'build'];
  if (options.config) {
    fs.writeFileSync(path.join(dir, 'docusaurus.fixture.config.ts'), options.config);
    args.push('--config', 'docusaurus.fixture.config.ts');
  }
  return new Promise((resolve) => {
    const child = spawn('npx', args, {cwd: dir, env: {...process.env, ...env}});
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.on('close', (exitCode) => resolve({code: exitCode ?? 1, output: text}));
  });
}
