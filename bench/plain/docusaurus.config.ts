/**
 * Plain Docusaurus, for the bench's side-by-side figures (`npm run bench`, scripts/bench.ts): the
 * classic preset over the same `docs/`, with Docusaurus's defaults and none of this site's
 * plugins, swizzles or settings, so that ours can be read as ratios of what Docusaurus gives
 * unchanged. Its routes are Docusaurus's own (`/sql/`, `/api/data/series/query`), which the bench
 * maps from ours. Never deployed; broken links only warn, since the old `.html` URLs are ours.
 */
import path from 'node:path';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

export default {
  title: 'Axibase Time Series Database (plain Docusaurus)',
  url: 'http://localhost',
  baseUrl: '/docs/atsd/',
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'warn',
  markdown: {format: 'detect', hooks: {onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'warn'}},
  // Docusaurus Faster, as ours; since 3.10 its SSG worker threads need this v4 flag, or the build stops.
  future: {faster: true, v4: {removeLegacyPostBuildHeadAttribute: true}},
  presets: [
    [
      'classic',
      {
        docs: {path: path.resolve(__dirname, '../../docs'), routeBasePath: '/'},
        blog: false,
      } satisfies Preset.Options,
    ],
  ],
} satisfies Config;
