/**
 * The initial scripts (`main.js`, its runtime and React's chunk) begin with V8's file compile hint,
 * so Chromium compiles every function in them while the script streams in, off the main thread,
 * instead of each module's function on the main thread when it is first run (see README.md).
 */
import type {Plugin} from '@docusaurus/types';
import type {Compiler, WebpackPluginInstance} from 'webpack';

/** V8's magic comment for eager compilation of a whole file; it must be the file's first line. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts {@link COMPILE_HINT} first in each initial chunk. The banner goes in after the minifier
 * (`PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE`), which drops comments, and before the content hashes and
 * source maps are made from the file.
 */
export class EntryCompileHintPlugin implements WebpackPluginInstance {
  apply(compiler: Compiler): void {
    const {BannerPlugin, Compilation} = compiler.webpack;
    new BannerPlugin({
      banner: COMPILE_HINT,
      raw: true,
      entryOnly: true,
      test: /\.js$/,
      stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
    }).apply(compiler);
  }
}

export default function compileHintsPlugin(): Plugin {
  return {
    name: 'atsd-compile-hints',
    configureWebpack: (_config, isServer) => (isServer ? {} : {plugins: [new EntryCompileHintPlugin()]}),
  };
}
