/**
 * The breakpoints of src/css/breakpoints.ts in every stylesheet: a PostCSS plugin that defines
 * them as custom media (`@custom-media --atsd-desktop (min-width: 997px);`) at the top of each
 * file, before Docusaurus's postcss-preset-env replaces `@media (--atsd-desktop)` with the query
 * (its postcss-custom-media). A name the table lacks fails the build, naming the file and line,
 * where the browser would otherwise drop the rule without a word.
 */
import type {Plugin} from '@docusaurus/types';
import type {AtRule, Plugin as PostCssPlugin, Root} from 'postcss';
import {customMediaQueries} from '../../css/breakpoints';

const CUSTOM_MEDIA = /\(\s*--([\w-]+)\s*\)/g;

/** The PostCSS plugin: the definitions first, then a check that every name used is among them. */
export function breakpointsPostCss(queries: Map<string, string> = customMediaQueries()): PostCssPlugin {
  return {
    postcssPlugin: 'atsd-breakpoints',
    Once(root: Root, {AtRule}) {
      root.prepend(
        ...[...queries].map(([name, query]) => new AtRule({name: 'custom-media', params: `--${name} ${query}`})),
      );
    },
    AtRule: {
      media(atRule: AtRule) {
        for (const [, name] of atRule.params.matchAll(CUSTOM_MEDIA)) {
          if (!queries.has(name!)) {
            throw atRule.error(
              `unknown breakpoint --${name}: src/css/breakpoints.ts defines ${[...queries.keys()].map((known) => `--${known}`).join(', ')}`,
            );
          }
        }
      },
    },
  };
}

export default function breakpointsPlugin(): Plugin {
  return {
    name: 'atsd-breakpoints',
    configurePostCss(options) {
      // First, so the definitions are in place when postcss-preset-env reads the file.
      options.plugins.unshift(breakpointsPostCss());
      return options;
    },
  };
}
