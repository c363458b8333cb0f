/**
 * Real nginx (Debian's, `/usr/sbin/nginx` or NGINX_PATH) serving a build folder on a loopback port
 * with deploy/nginx/atsd-docs.conf as shipped: only its listen address and its two paths (the build
 * copy and the folder of site-specific includes) are replaced.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net, {type AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const NGINX_CONF = path.resolve('deploy/nginx/atsd-docs.conf');

export interface Nginx {
  origin: string;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Every `from` in the shipped file becomes `to`; a `from` it lacks is an error, not a silent no-op. */
function substitute(text: string, from: string, to: string): string {
  if (!text.includes(from)) {
    throw new Error(`${NGINX_CONF} no longer contains "${from}"; update tests/support/nginx.ts`);
  }
  return text.split(from).join(to);
}

/** Resolves once something accepts connections on `port`; rejects if nginx exits first. */
function listening(child: ChildProcess, port: number, log: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    let failed = false;
    const fail = (error: Error) => {
      failed = true;
      reject(error);
    };
    const onExit = (code: number | null) => fail(new Error(`nginx exited (${code}):\n${log()}`));
    child.once('exit', onExit);
    // A binary that cannot start (not installed: spawn ENOENT) emits 'error' and no 'exit'.
    child.once('error', (error) => fail(new Error(`nginx did not start (${NGINX}): ${error.message}`)));
    const attempt = () => {
      if (failed) return;
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        child.off('exit', onExit);
        resolve();
      });
      socket.once('error', () => setTimeout(attempt, 25));
    };
    attempt();
  });
}

/**
 * Starts nginx on 127.0.0.1 with the shipped server block over `buildDir`. `siteConf` goes into
 * the folder the server block includes for the site's own endpoints (proxies to test servers).
 */
export async function startNginx(buildDir: string, siteConf = ''): Promise<Nginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atsd-nginx-'));
  const port = await freePort();
  fs.mkdirSync(path.join(dir, 'site.d'));
  fs.writeFileSync(path.join(dir, 'site.d', 'endpoints.conf'), siteConf);
  let server = fs.readFileSync(NGINX_CONF, 'utf8');
  server = substitute(server, 'listen 80;', `listen 127.0.0.1:${port};`);
  server = substitute(server, '/var/www/atsd-docs/', `${path.resolve(buildDir)}/`);
  server = substitute(server, '/etc/nginx/atsd-docs.d/', `${dir}/site.d/`);
  fs.writeFileSync(path.join(dir, 'atsd-docs.conf'), server);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `  ${name}_temp_path ${dir}/${name};`)
    .join('\n');
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      // As root, workers would switch to nobody, who may not read the build.
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      'daemon off;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 512; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      temp,
      `  include ${dir}/atsd-docs.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  const errorLog = path.join(dir, 'error.log');
  const log = () => (fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : '');
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', errorLog], {stdio: 'inherit'});
  await listening(child, port, log);
  return {
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, {recursive: true, force: true});
    },
  };
}
