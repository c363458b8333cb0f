// The layers of the code, as `npm run lint` checks them (dependency-cruiser: `npx depcruise`, with
// the files scripts/lint.sh names). Each rule's name is what a failure prints, with the importing
// file and the import. tests/unit/layers.test.ts proves each rule fails on a file that breaks it.
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'lib-imports-only-model',
      comment:
        'src/lib is the bottom layer: it imports the site model (src/site.ts), other src/lib files ' +
        'and packages, never a feature, the theme, a script or a test.',
      severity: 'error',
      from: {path: '^src/lib/'},
      to: {pathNot: ['^src/lib/', '^src/site\\.ts$', '(^|/)node_modules/'], dependencyTypesNot: ['core']},
    },
    {
      name: 'no-plugin-imports-plugin',
      comment:
        'A plugin under src/plugins/<name>/ stands alone: it imports no other plugin. What two ' +
        'plugins share belongs in src/lib.',
      severity: 'error',
      from: {path: '^src/plugins/([^/]+)/'},
      to: {path: '^src/plugins/', pathNot: '^src/plugins/$1/'},
    },
    {
      name: 'no-import-from-tests',
      comment:
        'The site and the scripts never import tests/: what both need lives in src/lib (site code) ' +
        'or scripts/support (repository tooling), and tests import it from there.',
      severity: 'error',
      from: {path: ['^src/', '^scripts/', '^docusaurus\\.config\\.ts$', '^sidebars\\.ts$']},
      to: {path: '^tests/'},
    },
    {
      name: 'no-circular',
      comment: 'No import circles: a module never reaches itself through its imports.',
      severity: 'error',
      from: {},
      to: {circular: true},
    },
  ],
  options: {
    doNotFollow: {path: '(^|/)node_modules/'},
    exclude: {path: ['(^|/)node_modules/', '^build/', '^\\.docusaurus/']},
    // Types-only imports are imports too: a circle through `import type` is still a circle.
    tsPreCompilationDeps: true,
    // A run re-reads only the files whose content changed since the last (the whole tree costs
    // about 6 s of CPU on a cold cache).
    cache: {folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content'},
    tsConfig: {fileName: 'tsconfig.json'},
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.cjs', '.js', '.d.ts', '.json'],
    },
    reporterOptions: {text: {highlightFocused: true}},
  },
};
