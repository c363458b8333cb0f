/**
 * Fails `docusaurus build` on a broken link or anchor in `docs/` before the bundler starts, listing
 * every one as `docs/<file>.md:<line>: <link> (<reason>)` (check.ts). Docusaurus's own check
 * (`onBrokenLinks`, `onBrokenAnchors`: 'throw') still runs after the bundle, as the backstop for
 * links this one does not read (raw HTML, front matter, components). Like that check, this one is
 * skipped by `docusaurus start`, whose start it would slow by the seconds it takes to read every
 * page; writers run it there with `scripts/check-pages.ts`. It also follows the site's
 * `onBrokenLinks` setting: 'throw' fails the build, 'warn' logs the list, 'ignore' skips the check
 * (a test fixture of a few pages sets 'warn', since its pages link to pages it leaves out).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {brokenLinks, formatBrokenLink} from './check';

export default function linkCheckPlugin(context: LoadContext): Plugin {
  return {
    name: 'atsd-link-check',
    // The first step of every plugin; the bundler starts only after all of them have loaded.
    loadContent: () => {
      const severity = context.siteConfig.onBrokenLinks;
      if (process.env.NODE_ENV !== 'production' || severity === 'ignore') return; // `docusaurus start`
      const broken = brokenLinks(path.join(context.siteDir, 'docs')).map(formatBrokenLink);
      if (!broken.length) return;
      const message = `${broken.length} broken links in docs/:\n${broken.join('\n')}`;
      if (severity === 'throw') throw new Error(message);
      console.warn(message);
    },
  };
}
