/**
 * The `.br` and `.gz` twins of the build's HTML, JS, CSS and JSON, written once at build time so
 * that servers send them as they are (nginx `gzip_static`, the local server through `send`).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';

/**
 * Files the build writes `.br` and `.gz` twins of, and that servers may send compressed: HTML, JS,
 * CSS, JSON, and the Markdown and text for AI tools (src/llms).
 */
export const COMPRESSIBLE = /\.(html|js|css|json|md|txt)$/;

/** The precompressed twins, in the order a server prefers them. */
export const ENCODINGS = [
  {name: 'br', suffix: '.br'},
  {name: 'gzip', suffix: '.gz'},
] as const;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli quality 7 and gzip level 9. Over the whole build (45 MB before compression), brotli 9
 * wrote its twins 0.4 % smaller than 7 (10.27 against 10.31 MB; JavaScript 1,189 against 1,193 KB)
 * and took six times as long (27 s against 4.6 s on two cores), most of a build's postBuild step.
 * Quality 11 is smaller again, at ten times 9's time (`npm run bench` prints both). Most readers
 * get the gzip twin anyway (Debian's nginx has no brotli module).
 */
export const BROTLI_QUALITY = 7;
export const GZIP_LEVEL = 9;

/** How each of ENCODINGS is made. */
const COMPRESS: Readonly<Record<(typeof ENCODINGS)[number]['name'], (data: Buffer) => Promise<Buffer>>> = {
  br: (data) =>
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gzip: (data) => gzip(data, {level: GZIP_LEVEL}),
};

/** Writes the twins of `file` (`file.br`, `file.gz`) for `data`, its content, each only if it is smaller. */
export async function writeTwins(file: string, data: Buffer): Promise<void> {
  await Promise.all(
    ENCODINGS.map(async ({name, suffix}) => {
      const twin = await COMPRESS[name](data);
      if (twin.length < data.length) {
        await fs.writeFile(file + suffix, twin);
      }
    }),
  );
}

/** Writes `file` and, when it is compressible, its twins. */
export async function writeWithTwins(file: string, content: string | Buffer): Promise<void> {
  const data = Buffer.isBuffer(content) ? content : Buffer.from(content);
  await fs.writeFile(file, data);
  if (COMPRESSIBLE.test(file)) {
    await writeTwins(file, data);
  }
}

/**
 * Writes the twins of every compressible file under `dir`, except those for which `skip` (given
 * the path relative to `dir`, `/`-separated) is true, whose writers make their own twins. Returns
 * how many files it compressed.
 */
export async function precompressFolder(dir: string, skip: (file: string) => boolean = () => false): Promise<number> {
  const files = (await fs.readdir(dir, {recursive: true}))
    .filter((file) => COMPRESSIBLE.test(file))
    .filter((file) => !skip(file.split(path.sep).join('/')));
  // A few files at a time: enough to keep zlib's thread pool busy, few open descriptors.
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const full = path.join(dir, files[next++]!);
      await writeTwins(full, await fs.readFile(full));
    }
  };
  await Promise.all(Array.from({length: 8}, worker));
  return files.length;
}
