/**
 * The bundler's runtime without its two chunk name maps (see README.md): in the client build, each
 * named chunk's id is its name (`optimization.chunkIds: 'named'`), so the chunk file name needs no
 * id → name map, and Docusaurus's `__webpack_require__.gca` (chunk name → URL, used to prefetch a
 * route's chunks) is replaced by one that needs no name → id map.
 */
import type {Plugin} from '@docusaurus/types';
import type {Compiler, WebpackPluginInstance} from 'webpack';

/** The class name of Docusaurus's plugin that adds `__webpack_require__.gca` (@docusaurus/core). */
const DOCUSAURUS_CHUNK_ASSET_PLUGIN = 'ChunkAssetPlugin';

/**
 * The source of `__webpack_require__.gca`: a chunk name (or id) → its script's URL. `idToName` maps
 * the chunks whose id is not their name; only those need a lookup, so with named ids it is empty
 * and the function is one call.
 */
export function chunkUrlSource(idToName: Readonly<Record<string, string>>): string {
  const nameToId = Object.fromEntries(
    Object.entries(idToName)
      .filter(([id, name]) => id !== name)
      .map(([id, name]) => [name, id]),
  );
  const lookup =
    Object.keys(nameToId).length === 0 ? '' : `chunkId = ${JSON.stringify(nameToId)}[chunkId] || chunkId; `;
  return `__webpack_require__.gca = function (chunkId) { ${lookup}return __webpack_require__.p + __webpack_require__.u(chunkId); };`;
}

/**
 * Adds `__webpack_require__.gca` to the runtime, as Docusaurus's ChunkAssetPlugin does, from
 * {@link chunkUrlSource}.
 */
export class ChunkUrlPlugin implements WebpackPluginInstance {
  apply(compiler: Compiler): void {
    const {RuntimeModule, RuntimeGlobals} = compiler.webpack;
    class ChunkUrlRuntimeModule extends RuntimeModule {
      constructor() {
        super('ChunkUrlRuntimeModule', RuntimeModule.STAGE_ATTACH);
      }
      override generate(): string {
        return chunkUrlSource(this.chunk!.getChunkMaps(false).name);
      }
    }
    compiler.hooks.thisCompilation.tap('ChunkUrlPlugin', (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap('ChunkUrlPlugin', (chunk, requirements) => {
        requirements.add(RuntimeGlobals.publicPath);
        requirements.add(RuntimeGlobals.getChunkScriptFilename);
        compilation.addRuntimeModule(chunk, new ChunkUrlRuntimeModule());
      });
    });
  }
}

export default function leanRuntimePlugin(): Plugin {
  return {
    name: 'atsd-lean-runtime',
    configureWebpack: (config, isServer) => {
      if (isServer) return {};
      const plugins = config.plugins ?? [];
      const index = plugins.findIndex((plugin) => plugin?.constructor.name === DOCUSAURUS_CHUNK_ASSET_PLUGIN);
      if (index < 0) {
        throw new Error(
          `src/plugins/lean-runtime: Docusaurus's ${DOCUSAURUS_CHUNK_ASSET_PLUGIN} is not in the client build's ` +
            'plugins; after a Docusaurus upgrade, see how it now adds __webpack_require__.gca and change this plugin.',
        );
      }
      return {
        mergeStrategy: {plugins: 'replace'},
        plugins: plugins.map((plugin, i) => (i === index ? new ChunkUrlPlugin() : plugin)),
        optimization: {chunkIds: 'named'},
      };
    },
  };
}
