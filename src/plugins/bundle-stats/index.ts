/**
 * The bench's bundle analysis: when ATSD_BUNDLE_STATS names a file, the client build writes there
 * which modules each chunk holds (`npm run bench`).
 */
import fs from 'node:fs';
import type {Plugin} from '@docusaurus/types';

interface StatsCompiler {
  hooks: {done: {tap(name: string, fn: (stats: {toJson(o: object): unknown}) => void): void}};
}

export default function bundleStatsPlugin(): Plugin {
  return {
    name: 'atsd-bundle-stats',
    configureWebpack: (_config, isServer) => {
      const file = process.env.ATSD_BUNDLE_STATS;
      if (isServer || !file) {
        return {};
      }
      const writeStats = {
        apply(compiler: StatsCompiler) {
          compiler.hooks.done.tap('atsd-bundle-stats', (stats) => {
            const json = stats.toJson({
              all: false,
              chunks: true,
              chunkModules: true,
              dependentModules: true,
              nestedModules: true,
              chunkModulesSpace: Infinity,
              nestedModulesSpace: Infinity,
            });
            fs.writeFileSync(file, JSON.stringify(json));
          });
        },
      };
      return {plugins: [writeStats]};
    },
  };
}
