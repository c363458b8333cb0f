/**
 * The bundler's runtime without its two chunk name maps (see README.md): in the client build, each
 * named chunk's id is its name (`optimization.chunkIds: 'named'`), so the chunk file name needs no
 * id → name map, and Docusaurus's `__webpack_require__.gca` (chunk name → URL, used to prefetch a
 * route's chunks) is replaced by one that needs no name → id map. Two of Rspack's runtime functions
 * are rewritten to cost less per chunk load ({@link rewriteRuntime}).
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

/** The runtime's chunk file name function, with the content hash map Rspack writes inside it. */
const CHUNK_FILENAME = /(__webpack_require__\.u = \(chunkId\) => \{[^]*?)(\{"[^{}]*\})\[chunkId\]/;
/** The load_script runtime's search for a script element already in the page. */
const SCRIPT_SEARCH = 'var scripts = document.getElementsByTagName("script");';

/** A replacement of `source.slice(start, end)`, end exclusive. */
export interface RuntimeEdit {
  start: number;
  end: number;
  text: string;
}

/**
 * The edits that make two functions of Rspack's runtime (before minifying), which every chunk load
 * calls, cost less:
 * - `__webpack_require__.u` (a chunk's file name) keeps its content hash map in a variable; Rspack
 *   writes the map as an object literal inside the function, so each call built an object of
 *   700 entries.
 * - `__webpack_require__.l` (load a script) looks for a script of the same URL among the head's
 *   scripts, where it adds its own, instead of among the whole document's: after each script it
 *   adds, the document's list is rebuilt by walking every element, 14,600 on `/sql/`. No page
 *   has a chunk's script in its body.
 * Throws, naming this folder, when either function is no longer written as expected (after an
 * Rspack upgrade).
 */
export function runtimeEdits(source: string): RuntimeEdit[] {
  const filename = CHUNK_FILENAME.exec(source);
  const search = source.indexOf(SCRIPT_SEARCH);
  if (!filename || search < 0) {
    throw new Error(
      `src/plugins/lean-runtime: Rspack's runtime no longer has ${filename ? 'its script search' : 'the chunk file name map'} ` +
        'as this plugin expects; see how it is written now and change runtimeEdits.',
    );
  }
  const [whole, functionStart, hashes] = filename;
  const hashesAt = filename.index + functionStart!.length;
  return [
    {start: filename.index, end: filename.index, text: `var chunkHashes = ${hashes};\n`},
    {start: hashesAt, end: filename.index + whole.length, text: 'chunkHashes[chunkId]'},
    {
      start: search,
      end: search + SCRIPT_SEARCH.length,
      text: 'var scripts = document.head.getElementsByTagName("script");',
    },
  ];
}

/** {@link runtimeEdits} applied to the text. */
export function rewriteRuntime(source: string): string {
  let result = source;
  for (const {start, end, text} of runtimeEdits(source).sort((a, b) => b.start - a.start)) {
    result = result.slice(0, start) + text + result.slice(end);
  }
  return result;
}

/**
 * Applies {@link runtimeEdits} to the runtime chunk's script before the minifier runs, as edits of
 * the source, which keep its source map.
 */
export class RuntimeRewritePlugin implements WebpackPluginInstance {
  apply(compiler: Compiler): void {
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RuntimeRewritePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {name: 'RuntimeRewritePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE},
        () => {
          for (const chunk of compilation.chunks) {
            if (!chunk.hasRuntime()) continue;
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(file, (old) => {
                const edited = new sources.ReplaceSource(old);
                for (const {start, end, text} of runtimeEdits(old.source().toString())) {
                  if (start === end) edited.insert(start, text);
                  else edited.replace(start, end - 1, text);
                }
                return edited;
              });
            }
          }
        },
      );
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
        plugins: [
          ...plugins.map((plugin, i) => (i === index ? new ChunkUrlPlugin() : plugin)),
          // The dev server's chunk file names have no content hash, so there is no map to move.
          ...(config.mode === 'production' ? [new RuntimeRewritePlugin()] : []),
        ],
        optimization: {chunkIds: 'named'},
      };
    },
  };
}
