/**
 * After the build: writes the build's Content-Security-Policy (CSP_FILE, with the hashes of the
 * inline scripts in its pages) and the `.br`/`.gz` twins of its HTML, JS, CSS, JSON and text.
 *
 * Plugins' postBuild steps run at the same time, so files that another plugin writes then (the
 * search index, the Markdown for AI tools) are compressed by that plugin, through `writeWithTwins`.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {themeOptionsOf} from '../config/themeOptions';
import {isLlmsFile} from '../llms/files';
import {INDEX_DIR} from '../search/types';
import {contentSecurityPolicy, cspInclude, inlineScriptHashes, policySources} from './csp';
import {precompressFolder} from './precompress';
import {CSP_FILE} from './rules';

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
      await precompressFolder(outDir, (file) => file.startsWith(`${INDEX_DIR}/`) || isLlmsFile(file));
    },
  };
}
