/**
 * The serving rules, over HTTP, against both servers of a small build folder: the local server
 * (`npm start`'s scripts/serve.ts, run as its own process) and real nginx with
 * deploy/nginx/atsd-docs.conf. Then what only the local server must prove: it survives aborted
 * downloads and unreadable files, leaking no descriptor.
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawn, type ChildProcess} from 'node:child_process';
import {randomBytes} from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {BASE_PATH} from '../../src/lib/url';
import {contentSecurityPolicy, cspInclude} from '../../src/serving/csp';
import {nginxIncludes} from '../../src/serving/nginx';
import {notFoundPages} from '../../src/site';
import {writeTwins} from '../../src/lib/precompress';
import {CSP_FILE, IMMUTABLE, REVALIDATE} from '../../src/serving/rules';
import {startNginx, type Nginx} from '../support/nginx';

const POLICY = contentSecurityPolicy({
  scriptHashes: ["'sha256-fixture'"],
  commentsHost: 'https://comments.example.com/c',
  algoliaAppId: null,
  endpoints: [],
});
const SECRET = 'secret outside the build';
/** A page long enough that its twins are smaller than it. */
const PAGE = `<!doctype html><h1>Page</h1>${'<p>Some text that repeats.</p>'.repeat(200)}`;

let top: string;
let root: string;

/** The build folder of the tests, in a temporary folder beside files it must never serve. */
async function makeFixture(): Promise<void> {
  top = fs.mkdtempSync(path.join(os.tmpdir(), 'atsd-serving-'));
  fs.chmodSync(top, 0o755); // readable by the unprivileged server process
  root = path.join(top, 'build');
  const files: Record<string, string | Buffer> = {
    'index.html': '<!doctype html><h1>Home</h1>',
    '404.html': '<!doctype html><h1>404 page</h1>',
    'page.html': PAGE,
    'folder/index.html': '<!doctype html><h1>Folder</h1>',
    'bare/note.txt': 'a folder without index.html',
    'assets/js/main.1a2b3c4d.js': 'console.log(1);',
    'assets/js/plain.js': 'console.log(2);',
    'assets/images/logo-0123456789abcdef.png': 'png',
    'img/logo.1a2b3c4d.svg': '<svg/>',
    'docs/assets/old.1a2b3c4d.js': 'console.log(3);',
    'big.bin': randomBytes(16 * 1024 * 1024),
    [CSP_FILE]: cspInclude(POLICY),
    ...nginxIncludes(BASE_PATH, notFoundPages()),
  };
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    fs.writeFileSync(path.join(root, file), content);
  }
  await writeTwins(path.join(root, 'page.html'), Buffer.from(PAGE));
  fs.writeFileSync(path.join(top, 'build.tar.gz'), SECRET);
  fs.mkdirSync(path.join(top, 'outside'));
  fs.writeFileSync(path.join(top, 'outside', 'secret.html'), SECRET);
  fs.symlinkSync(path.join(top, 'outside', 'secret.html'), path.join(root, 'link-out.html'));
  fs.symlinkSync(path.join(top, 'outside'), path.join(root, 'dir-out'));
  fs.symlinkSync('page.html', path.join(root, 'link-in.html'));
  fs.writeFileSync(path.join(root, 'locked.html'), '<h1>locked</h1>');
  fs.chmodSync(path.join(root, 'locked.html'), 0o000);
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request with the path sent as written (no client-side normalisation), on its own connection. */
function request(origin: string, target: string, options: http.RequestOptions = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${origin}${target}`, {agent: false, ...options, path: target}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks)}));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * As root, the server runs as nobody (so that an unreadable file is unreadable to it), and nobody
 * must be able to reach the project: a checkout under a 0700 folder (as `mktemp -d` makes) is not.
 */
function assertReadableByNobody(file: string): void {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if ((fs.statSync(dir).mode & 0o001) === 0) {
      throw new Error(
        `${dir} is not searchable by others (mode ${(fs.statSync(dir).mode & 0o777).toString(8)}), so the ` +
          `local server, run as nobody, cannot read ${file}; run the tests from a checkout others can reach`,
      );
    }
  }
}

/** The local server as `npm start` runs it, in its own process (unprivileged when we are root). */
interface LocalServer {
  origin: string;
  child: ChildProcess;
  output(): string;
}

async function startLocal(buildDir: string): Promise<LocalServer> {
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    assertReadableByNobody(path.resolve('scripts/serve.ts'));
  }
  // 256 descriptors: the limit under which the old server crashed after 300 aborted downloads.
  const child = spawn(
    'bash',
    ['-c', 'ulimit -n 256 && exec "$0" "$@"', process.execPath, '--import', 'tsx', 'scripts/serve.ts', buildDir],
    {
      env: {...process.env, PORT: '0', HOST: '127.0.0.1'},
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(asRoot ? {uid: 65534, gid: 65534} : {}),
    },
  );
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const origin = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /at (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (match) {
        resolve(match[1]!);
      }
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
  return {origin, child, output: () => output};
}

function openDescriptors(pid: number): number {
  return fs.readdirSync(`/proc/${pid}/fd`).length;
}

let local: LocalServer;
let nginx: Nginx;

before(async () => {
  await makeFixture();
  local = await startLocal(root);
  // An endpoint of the site, as deployments add them beside the server block.
  nginx = await startNginx(root, 'location = /eml_ping { return 204; }');
});

after(async () => {
  if (local?.child.exitCode === null) {
    const exited = new Promise((resolve) => local.child.once('exit', resolve));
    local.child.kill();
    await exited;
  }
  await nginx?.close();
  fs.rmSync(top, {recursive: true, force: true});
});

const SERVERS = [
  {name: 'local server', origin: () => local.origin},
  {name: 'nginx', origin: () => nginx.origin},
];

for (const server of SERVERS) {
  describe(`the same rules: ${server.name}`, () => {
    const get = (target: string, options?: http.RequestOptions) => request(server.origin(), target, options);

    test('files as they are, folders through index.html, no clean URLs', async () => {
      assert.match((await get(BASE_PATH)).body.toString(), /Home/);
      assert.match((await get(`${BASE_PATH}folder/`)).body.toString(), /Folder/);
      const page = await get(`${BASE_PATH}page.html`);
      assert.equal(page.status, 200);
      assert.equal(page.body.toString(), PAGE);
      assert.equal(page.headers['content-length'], String(PAGE.length));
      assert.match(page.headers['content-type'] ?? '', /^text\/html; charset=utf-8$/i);
      assert.equal((await get(`${BASE_PATH}page`)).status, 404);
    });

    test('a folder without its slash and a path to index.html (%-escaped too) get a 301 to the folder', async () => {
      for (const [from, to] of [
        [`${BASE_PATH}folder`, `${BASE_PATH}folder/`],
        [`${BASE_PATH}folder?x=1`, `${BASE_PATH}folder/?x=1`],
        [`${BASE_PATH}folder/index.html`, `${BASE_PATH}folder/`],
        [`${BASE_PATH}folder/index.html?x=1`, `${BASE_PATH}folder/?x=1`],
        [`${BASE_PATH}index.html`, BASE_PATH],
        // index.html written with %-escapes is the same file, so the same redirect.
        [`${BASE_PATH}folder/%69ndex.html`, `${BASE_PATH}folder/`],
        [`${BASE_PATH}folder/%69ndex.html?x=1`, `${BASE_PATH}folder/?x=1`],
        [`${BASE_PATH}folder/index%2Ehtml`, `${BASE_PATH}folder/`],
        [`${BASE_PATH}%69ndex.html`, BASE_PATH],
        ['/docs/atsd', BASE_PATH],
        ['/', BASE_PATH],
      ]) {
        const answer = await get(from!);
        assert.equal(answer.status, 301, from);
        assert.equal(answer.headers.location, to, from);
      }
    });

    test('anything else gets 404.html with status 404', async () => {
      for (const target of [`${BASE_PATH}nothing.html`, `${BASE_PATH}bare/`, `${BASE_PATH}page.html/`, '/elsewhere']) {
        const answer = await get(target);
        assert.equal(answer.status, 404, target);
        assert.match(answer.body.toString(), /404 page/, target);
      }
    });

    test('other methods get 405 with Allow: GET, HEAD', async () => {
      for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']) {
        const answer = await get(`${BASE_PATH}page.html`, {method});
        assert.equal(answer.status, 405, method);
        assert.equal(answer.headers.allow, 'GET, HEAD', method);
        assert.doesNotMatch(answer.body.toString(), /Some text/, method);
      }
      const head = await get(`${BASE_PATH}page.html`, {method: 'HEAD'});
      assert.equal(head.status, 200);
      assert.equal(head.body.length, 0);
      assert.equal(head.headers.allow, undefined);
    });

    test('ETag and Last-Modified, and 304 to a conditional request', async () => {
      const first = await get(`${BASE_PATH}page.html`);
      const {etag, 'last-modified': lastModified} = first.headers;
      assert.ok(etag, 'ETag');
      assert.ok(lastModified, 'Last-Modified');
      const byTag = await get(`${BASE_PATH}page.html`, {headers: {'If-None-Match': etag}});
      assert.equal(byTag.status, 304);
      assert.equal(byTag.body.length, 0);
      const byDate = await get(`${BASE_PATH}page.html`, {headers: {'If-Modified-Since': lastModified}});
      assert.equal(byDate.status, 304);
      const changed = await get(`${BASE_PATH}page.html`, {headers: {'If-None-Match': '"other"'}});
      assert.equal(changed.status, 200);
    });

    test('the gzip twin the build wrote goes to a client that accepts gzip', async () => {
      const gzipped = await get(`${BASE_PATH}page.html`, {headers: {'Accept-Encoding': 'gzip'}});
      assert.equal(gzipped.headers['content-encoding'], 'gzip');
      assert.match(gzipped.headers.vary ?? '', /Accept-Encoding/i);
      assert.deepEqual(gzipped.body, fs.readFileSync(path.join(root, 'page.html.gz')));
      assert.equal(zlib.gunzipSync(gzipped.body).toString(), PAGE);
      assert.match(gzipped.headers['content-type'] ?? '', /^text\/html/);
      const plain = await get(`${BASE_PATH}page.html`, {headers: {'Accept-Encoding': 'identity'}});
      assert.equal(plain.headers['content-encoding'], undefined);
      assert.equal(plain.body.toString(), PAGE);
    });

    test('immutable caching only for hashed files under the build’s own assets/', async () => {
      for (const [file, expected] of [
        ['assets/js/main.1a2b3c4d.js', IMMUTABLE],
        ['assets/images/logo-0123456789abcdef.png', IMMUTABLE],
        ['assets/js/plain.js', REVALIDATE],
        ['img/logo.1a2b3c4d.svg', REVALIDATE],
        ['docs/assets/old.1a2b3c4d.js', REVALIDATE],
        ['page.html', REVALIDATE],
        ['', REVALIDATE],
      ]) {
        assert.equal((await get(`${BASE_PATH}${file}`)).headers['cache-control'], expected, file);
      }
    });

    test('symlinks out of the build, dotfiles and paths that escape are refused', async () => {
      for (const target of [
        `${BASE_PATH}link-out.html`,
        `${BASE_PATH}dir-out/secret.html`,
        `${BASE_PATH}..%2fbuild.tar.gz`,
        `${BASE_PATH}%2e%2e%2fbuild.tar.gz`,
        `${BASE_PATH}..%2f..%2foutside/secret.html`,
        `${BASE_PATH}../build.tar.gz`,
        `${BASE_PATH}folder/..%2f..%2fbuild.tar.gz`,
        `${BASE_PATH}${CSP_FILE}`,
      ]) {
        const answer = await get(target);
        assert.equal(answer.status, 404, target);
        assert.doesNotMatch(answer.body.toString(), new RegExp(`${SECRET}|add_header`), target);
      }
    });

    test('security headers on every answer, the policy from the build', async () => {
      for (const [target, method] of [
        [`${BASE_PATH}page.html`, 'GET'],
        [`${BASE_PATH}nothing.html`, 'GET'],
        [`${BASE_PATH}folder`, 'GET'],
        [`${BASE_PATH}page.html`, 'POST'],
      ]) {
        const {headers} = await get(target!, {method});
        assert.equal(headers['content-security-policy'], POLICY, target);
        assert.equal(headers['x-content-type-options'], 'nosniff', target);
        assert.equal(headers['referrer-policy'], 'strict-origin-when-cross-origin', target);
      }
    });
  });
}

describe('nginx alone', () => {
  test("the site's endpoints take any method, and get none of the site's Allow and Cache-Control", async () => {
    for (const method of ['POST', 'GET']) {
      const answer = await request(nginx.origin, '/eml_ping', {method});
      assert.equal(answer.status, 204, method);
      assert.equal(answer.headers.allow, undefined, method);
      assert.equal(answer.headers['cache-control'], undefined, method);
    }
  });
});

describe('the local server alone', () => {
  const get = (target: string, options?: http.RequestOptions) => request(local.origin, target, options);

  test('prefers the brotli twin when the client accepts it', async () => {
    const answer = await get(`${BASE_PATH}page.html`, {headers: {'Accept-Encoding': 'gzip, deflate, br'}});
    assert.equal(answer.headers['content-encoding'], 'br');
    assert.equal(zlib.brotliDecompressSync(answer.body).toString(), PAGE);
  });

  test('follows a symlink that stays inside the build', async () => {
    assert.equal((await get(`${BASE_PATH}link-in.html`)).body.toString(), PAGE);
  });

  test('500 aborted downloads leave the open descriptors where they were', async () => {
    const pid = local.child.pid!;
    const download = () =>
      new Promise<void>((resolve, reject) => {
        const req = http.get(`${local.origin}${BASE_PATH}big.bin`, {agent: false}, (res) => {
          res.once('data', () => req.destroy());
        });
        req.on('close', resolve);
        req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? resolve() : reject(error)));
      });
    await get(`${BASE_PATH}page.html`);
    // The warm-up's socket may still be open here (the server closes it after the client has its
    // answer), so the count may end one lower; a leak would leave it hundreds higher, or crash.
    const baseline = openDescriptors(pid);
    for (let i = 0; i < 500; i += 1) {
      await download();
    }
    // Each abort closes its file when the server sees the connection go: wait for the last.
    const deadline = Date.now() + 15_000;
    while (openDescriptors(pid) > baseline && local.child.exitCode === null && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert.equal(local.child.exitCode, null, `the server exited:\n${local.output()}`);
    const open = openDescriptors(pid);
    assert.ok(open <= baseline, `${open} descriptors open, ${baseline} before`);
    assert.equal((await get(`${BASE_PATH}page.html`)).status, 200);
  });

  test('a file it cannot read gets a 500, and the server keeps serving', async () => {
    const answer = await get(`${BASE_PATH}locked.html`);
    assert.equal(answer.status, 500);
    assert.doesNotMatch(answer.body.toString(), /locked/);
    assert.equal((await get(`${BASE_PATH}page.html`)).status, 200);
    assert.equal(local.child.exitCode, null);
    assert.match(local.output(), /locked\.html.*EACCES/);
  });
});

describe('nginx under another base path', () => {
  // The base path and the language folders reach nginx only through the build's includes
  // (src/serving/nginx.ts): a build for /manual/ is served there, and nothing else.
  const base = '/manual/';
  let dir: string;
  let other: Nginx;

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atsd-serving-base-'));
    fs.chmodSync(dir, 0o755);
    const files: Record<string, string> = {
      'index.html': '<h1>Manual</h1>',
      'page.html': '<h1>Page</h1>',
      '404.html': '<h1>Manual 404</h1>',
      'finance/ru/404.html': '<h1>Russian 404</h1>',
      'assets/js/main.0a1b2c3d.js': 'console.log(4);',
      [CSP_FILE]: cspInclude(POLICY),
      ...nginxIncludes(base, notFoundPages()),
    };
    for (const [file, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
      fs.writeFileSync(path.join(dir, file), content);
    }
    other = await startNginx(dir);
  });

  after(async () => {
    await other?.close();
    fs.rmSync(dir, {recursive: true, force: true});
  });

  test('pages, redirects, 404 pages, cache and methods follow the base path', async () => {
    const get = (target: string, options?: http.RequestOptions) => request(other.origin, target, options);
    const page = await get('/manual/page.html');
    assert.equal(page.status, 200);
    assert.equal(page.body.toString(), '<h1>Page</h1>');
    assert.equal(page.headers['cache-control'], REVALIDATE);
    assert.equal((await get('/manual/assets/js/main.0a1b2c3d.js')).headers['cache-control'], IMMUTABLE);
    for (const [from, to] of [
      ['/', '/manual/'],
      ['/manual?x=1', '/manual/?x=1'],
    ]) {
      const answer = await get(from!);
      assert.equal(answer.status, 301, from);
      assert.equal(answer.headers.location, to, from);
    }
    const missing = await get('/manual/missing.html');
    assert.equal(missing.status, 404);
    assert.equal(missing.body.toString(), '<h1>Manual 404</h1>');
    const russian = await get('/manual/finance/ru/missing.html');
    assert.equal(russian.status, 404);
    assert.equal(russian.body.toString(), '<h1>Russian 404</h1>');
    const old = await get(`${BASE_PATH}page.html`);
    assert.equal(old.status, 404, 'the default base path is not served');
    assert.equal(old.body.toString(), '<h1>Manual 404</h1>');
    const post = await get('/manual/page.html', {method: 'POST'});
    assert.equal(post.status, 405);
    assert.equal(post.headers.allow, 'GET, HEAD');
  });
});
