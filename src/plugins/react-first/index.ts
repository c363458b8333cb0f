/**
 * React DOM in an initial script of its own, evaluated as soon as that script has run, so that the
 * first visit's start-up is two tasks instead of one (see README.md).
 */
import type {Plugin} from '@docusaurus/types';
import type {Compiler, WebpackPluginInstance} from 'webpack';

/** The chunk's name, and so its file name: `assets/js/react.[contenthash].js`. */
export const REACT_CHUNK = 'react';

/** The modules of the chunk: React DOM, and the two packages it requires when it is evaluated. */
export const REACT_MODULES = /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/;

/** The module evaluated when the chunk arrives: React DOM's client, which Docusaurus's entry imports. */
export const FIRST_MODULE = /[\\/]node_modules[\\/]react-dom[\\/]client\.js$/;

/** How a chunk of the client build ends: the close of `(self.webpackChunk… ||[]).push([ids, modules])`. */
const CHUNK_END = /\]\);?\s*$/;

/**
 * Where, in a minified chunk, to insert the third element of its `push([ids, modules])` call: a
 * function the bundler's runtime calls with its `require` once the chunk's modules are installed
 * (the place where an entry chunk starts its entry). Throws when the chunk is not written that way,
 * after a bundler upgrade.
 */
export function startCallbackAt(source: string, file: string): number {
  const end = CHUNK_END.exec(source);
  if (!end) {
    throw new Error(`src/plugins/react-first: ${file} does not end with the bundler's "push([ids, modules])" call`);
  }
  return end.index;
}

/** The inserted element: evaluate the module `moduleId` with the runtime's `require`. */
export function startCallback(moduleId: string | number): string {
  return `,r=>{r(${JSON.stringify(moduleId)})}`;
}

/**
 * Has the chunk {@link REACT_CHUNK} evaluate {@link FIRST_MODULE} when it runs, so `main.js` finds
 * React DOM evaluated. Runs after the minifier, before content hashes and source maps are made.
 */
export class ReactFirstPlugin implements WebpackPluginInstance {
  apply(compiler: Compiler): void {
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ReactFirstPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {name: 'ReactFirstPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1},
        () => {
          const chunk = [...compilation.chunks].find((c) => c.name === REACT_CHUNK);
          if (!chunk) throw new Error(`src/plugins/react-first: the build made no "${REACT_CHUNK}" chunk`);
          const first = compilation.chunkGraph
            .getChunkModules(chunk)
            .find((module) => FIRST_MODULE.test(module.nameForCondition() ?? ''));
          if (!first)
            throw new Error(`src/plugins/react-first: react-dom/client.js is not in the "${REACT_CHUNK}" chunk`);
          const id = compilation.chunkGraph.getModuleId(first);
          if (id === null) throw new Error('src/plugins/react-first: react-dom/client.js has no module id');
          for (const file of chunk.files) {
            if (!file.endsWith('.js')) continue;
            compilation.updateAsset(file, (old) => {
              const source = new sources.ReplaceSource(old);
              source.insert(startCallbackAt(old.source().toString(), file), startCallback(id));
              return source;
            });
          }
        },
      );
    });
  }
}

export default function reactFirstPlugin(): Plugin {
  return {
    name: 'atsd-react-first',
    // Production client builds only: the dev server's chunks are not minified and load on their own.
    configureWebpack: (config, isServer) =>
      isServer || config.mode !== 'production'
        ? {}
        : {
            // The initial chunk, which the page lists before `main.js` (Docusaurus's own groups have
            // priorities 40 and 50, and styles only take CSS).
            optimization: {
              splitChunks: {
                cacheGroups: {
                  [REACT_CHUNK]: {
                    name: REACT_CHUNK,
                    test: REACT_MODULES,
                    chunks: 'initial',
                    enforce: true,
                    priority: 60,
                  },
                },
              },
            },
            plugins: [new ReactFirstPlugin()],
          },
  };
}
