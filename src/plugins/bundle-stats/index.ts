/**
 * The bench's bundle report: when ATSD_SOURCE_MAPS is set, the client build writes a hidden source
 * map next to each script (no `sourceMappingURL` comment, so browsers do not fetch it), from which
 * `npm run bench` attributes every byte of `main.js` and the runtime to its package or module.
 */
import type {Plugin} from '@docusaurus/types';

export default function bundleStatsPlugin(): Plugin {
  return {
    name: 'atsd-bundle-stats',
    configureWebpack: (_config, isServer) =>
      !isServer && process.env.ATSD_SOURCE_MAPS ? {devtool: 'hidden-source-map'} : {},
  };
}
