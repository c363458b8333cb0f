/**
 * After the build: writes the build's nginx includes (the Content-Security-Policy, CSP_FILE, with
 * the hashes of the inline scripts in its pages; the maps by path and the locations under the base
 * path, from the site model, src/serving/nginx.ts) and the `.br`/`.gz` twins of what the bundler
 * and the pages wrote: the HTML and `assets/`.
 *
 * It knows no other plugin. Plugins' postBuild steps run at the same time, so a plugin that writes
 * files then (the search index, the Markdown for AI tools) compresses them itself, through
 * `writeWithTwins` (src/lib/precompress.ts).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {themeOptionsOf} from '../config/themeOptions';
import {precompressFolder} from '../lib/precompress';
import {notFoundPages} from '../site';
import {contentSecurityPolicy, cspInclude, inlineScriptHashes, policySources} from './csp';
import {nginxIncludes} from './nginx';
import {CSP_FILE} from './rules';

/** The bundler's and the pages' own output (paths inside the build folder, `/`-separated). */
const isBuildOutput = (file: string) => file.endsWith('.html') || file.startsWith('assets/');

export default function servingPlugin(): Plugin {
  return {
    name: 'atsd-serving',

    async postBuild({outDir, siteConfig}) {
      const pages = (await fs.readdir(outDir, {recursive: true})).filter((file) => file.endsWith('.html'));
      const hashes = new Set<string>();
      for (const page of pages) {
        for (const hash of inlineScriptHashes(await fs.readFile(path.join(outDir, page), 'utf8'))) {
          hashes.add(hash);
        }
      }
      const policy = contentSecurityPolicy(policySources(themeOptionsOf(siteConfig), hashes));
      await fs.writeFile(path.join(outDir, CSP_FILE), cspInclude(policy));
      for (const [file, text] of Object.entries(nginxIncludes(siteConfig.baseUrl, notFoundPages()))) {
        await fs.writeFile(path.join(outDir, file), text);
      }
      await precompressFolder(outDir, (file) => !isBuildOutput(file.split(path.sep).join('/')));
    },
  };
}
