/**
 * Prism is loaded on demand (src/theme/CodeBlock/Content). The client build drops the theme's
 * client module that imports Prism and registers its languages at startup; the server build,
 * which highlights every page, keeps it and loads the lines module directly instead of lazily.
 */
import fs from 'node:fs';
import type {Plugin} from '@docusaurus/types';

export default function prismOnDemandPlugin(): Plugin {
  return {
    name: 'atsd-prism-on-demand',
    configureWebpack: (_config, isServer, {currentBundler}) => {
      if (isServer) {
        return {
          plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(/^\.\/linesOnDemand$/, './Lines')],
        };
      }
      const module = fs.realpathSync('node_modules/@docusaurus/theme-classic/lib/prism-include-languages.js');
      return {resolve: {alias: {[`${module.replace(/\.js$/, '')}$`]: false, [`${module}$`]: false}}};
    },
  };
}
