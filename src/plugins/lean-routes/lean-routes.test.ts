import {test} from 'node:test';
import assert from 'node:assert/strict';
import {leanRegistry, leanRoutes, serverRegistry} from './loader.mjs';

const REGISTRY = `export default {
  "0af55f77": [() => import(/* webpackChunkName: "0af55f77" */ "@site/docs/sql/README.md"), "@site/docs/sql/README.md", require.resolveWeak("@site/docs/sql/README.md")],
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],
};
`;

test("each entry's module path string is emptied; its loader and module id stay", () => {
  const lean = leanRegistry(REGISTRY);
  assert.equal(
    lean,
    `export default {
  "0af55f77": [() => import(/* webpackChunkName: "0af55f77" */ "@site/docs/sql/README.md"), "", require.resolveWeak("@site/docs/sql/README.md")],
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "", require.resolveWeak("@theme/DocItem")],
};
`,
  );
});

test("the server's registry names each entry's chunk where its module path was, for the page's HTML", () => {
  assert.equal(
    serverRegistry(REGISTRY),
    `export default {
  "0af55f77": [() => import(/* webpackChunkName: "0af55f77" */ "@site/docs/sql/README.md"), "0af55f77", require.resolveWeak("@site/docs/sql/README.md")],
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "17896441", require.resolveWeak("@theme/DocItem")],
};
`,
  );
  // A path with a quote or a parenthesis in it is still one string.
  const odd =
    '  "abc": [() => import(/* webpackChunkName: "abc" */ "@site/docs/a \\"(b)\\".md"), "@site/docs/a \\"(b)\\".md", require.resolveWeak("@site/docs/a \\"(b)\\".md")],';
  assert.equal(
    serverRegistry(odd),
    '  "abc": [() => import(/* webpackChunkName: "abc" */ "@site/docs/a \\"(b)\\".md"), "abc", require.resolveWeak("@site/docs/a \\"(b)\\".md")],',
  );
});

test('a registry without such entries is left as it is', () => {
  assert.equal(leanRegistry('export default {};\n'), 'export default {};\n');
});

const ROUTES = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/docs/atsd/',
    component: ComponentCreator('/docs/atsd/', '979'),
    routes: [
      {
        path: '/docs/atsd/sql/',
        component: ComponentCreator('/docs/atsd/sql/', '0af'),
        exact: true,
        sidebar: "sql"
      },
      {
        path: '/docs/atsd/search.html',
        component: ComponentCreator('/docs/atsd/search.html', '536'),
        exact: true
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

test('each page route becomes one call that builds the same object; layout routes stay', async () => {
  const lean = leanRoutes(ROUTES);
  assert.match(lean, /__pageRoute\('\/docs\/atsd\/sql\/', '0af', "sql"\)/);
  assert.match(lean, /__pageRoute\('\/docs\/atsd\/search\.html', '536'\)/);
  assert.match(lean, /component: ComponentCreator\('\/docs\/atsd\/', '979'\),\n {4}routes:/);
  // Evaluated with a stand-in ComponentCreator, both modules give the same route table.
  const evaluate = (source: string) =>
    new Function(
      'ComponentCreator',
      source
        .replace(/^import .*$/gm, '')
        .replace('export default [', 'return [')
        .replace(/;\s*$/, ';'),
    )((path: string, hash?: string) => `${path}#${hash}`) as unknown;
  assert.deepEqual(evaluate(lean), evaluate(ROUTES));
});

test('a page route makes its component when it is first read, once', () => {
  const made: string[] = [];
  const routes = new Function(
    'ComponentCreator',
    leanRoutes(ROUTES)
      .replace(/^import .*$/gm, '')
      .replace('export default [', 'return ['),
  )((path: string, hash?: string) => {
    made.push(path);
    return {path, hash};
  }) as Array<{routes?: Array<{component: unknown}>}>;
  assert.deepEqual(made, ['/docs/atsd/', '*']); // the layout routes, as before
  const [sql] = routes[0]!.routes!;
  assert.equal(sql!.component, sql!.component);
  assert.deepEqual(made, ['/docs/atsd/', '*', '/docs/atsd/sql/']);
});
