/**
 * The patched dependencies (patches/README.md) behave as before the patch.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import pathToRegexp from 'path-to-regexp';
import {matchPath} from 'react-router';

const require = createRequire(import.meta.url);

/** react-router 5's `matchPath` before the patch: every path compiled by path-to-regexp. */
function matchPathBefore(
  pathname: string,
  options: {path: string; exact: boolean; strict: boolean; sensitive: boolean},
) {
  const keys: pathToRegexp.Key[] = [];
  const regexp = pathToRegexp(options.path, keys, {
    end: options.exact,
    strict: options.strict,
    sensitive: options.sensitive,
  });
  const match = regexp.exec(pathname);
  if (!match) return null;
  const [url, ...values] = match;
  const isExact = pathname === url;
  if (options.exact && !isExact) return null;
  return {
    path: options.path,
    url: options.path === '/' && url === '' ? '/' : url,
    isExact,
    params: Object.fromEntries(keys.map((key, i) => [key.name, values[i]])),
  };
}

test('react-router matches an exact literal path as its regular expression would', () => {
  const paths = [
    '',
    '/',
    '/docs/atsd/',
    '/docs/atsd/sql/',
    '/docs/atsd/licensing.html',
    '/a.b',
    '/a/:id',
    '/a/(b)',
    '/a*',
    '/a?',
    '/Ab/',
  ];
  const pathnames = [
    '',
    '/',
    '//',
    '/docs/atsd',
    '/docs/atsd/',
    '/docs/atsd//',
    '/DOCS/Atsd/',
    '/docs/atsd/sql',
    '/docs/atsd/sql/',
    '/docs/atsd/sql/x',
    '/docs/atsd/licensing.html',
    '/docs/atsd/licensing.html/',
    '/docs/atsd/LICENSING.HTML',
    '/docs/atsd/licensingXhtml',
    '/a.b',
    '/aXb',
    '/a/7',
    '/a/b',
    '/a',
    '/ab',
    '/Ab',
    '/ab/',
    '/ab//',
    // Non-ASCII letters that fold to ASCII ones in Unicode but not in a regular expression without `u`.
    '/\u212ab/',
    '/A\u0432/',
    '/docs/atsd/\u017fql/',
  ];
  let compared = 0;
  for (const path of paths) {
    for (const pathname of pathnames) {
      for (const exact of [true, false]) {
        for (const strict of [true, false]) {
          for (const sensitive of [true, false]) {
            const options = {path, exact, strict, sensitive};
            assert.deepEqual(
              matchPath(pathname, options),
              matchPathBefore(pathname, options),
              JSON.stringify({pathname, ...options}),
            );
            compared += 1;
          }
        }
      }
    }
  }
  assert.equal(compared, paths.length * pathnames.length * 8);
});

test('the browser build of react-router carries the same patch as the Node one', () => {
  const text = (file: string) => fs.readFileSync(require.resolve(`react-router/${file}`), 'utf8');
  const patched = (source: string) =>
    source.slice(source.indexOf('var literalPath'), source.indexOf('function matchPath('));
  const node = patched(text('cjs/react-router.js'));
  assert.match(node, /function matchLiteral/);
  assert.equal(patched(text('esm/react-router.js')), node);
});

test('theme-common sets the first window size after hydration in a transition, and later ones at once', () => {
  // The package exports only its index; the hook's file is found beside it.
  const lib = path.dirname(require.resolve('@docusaurus/theme-common'));
  const source = fs.readFileSync(path.join(lib, 'hooks/useWindowSize.js'), 'utf8');
  const effect = source.slice(source.indexOf('useEffect(() => {'), source.indexOf('}, [desktopBreakpoint]);'));
  assert.match(source, /import \{ startTransition, useEffect, useState \} from 'react';/);
  assert.match(effect, /\n\s*startTransition\(updateWindowSize\);/);
  assert.doesNotMatch(effect, /\n\s*updateWindowSize\(\);/);
  assert.match(effect, /addEventListener\('resize', updateWindowSize\)/);
});

test('react-helmet-async applies the head once after a commit in the browser, and while rendering on the server', () => {
  // The package is installed under its alias; the bundler takes its ES module build.
  const lib = path.dirname(require.resolve('react-helmet-async/package.json'));
  const source = fs.readFileSync(path.join(lib, 'lib/index.module.js'), 'utf8');
  const init =
    /\.init=function\(\)\{this\.rendered\|\|\(this\.rendered=!0,this\.props\.context\.helmetInstances\.add\(this\),(\w+)\.canUseDOM\|\|this\.emitChange\(\)\)\}/.exec(
      source,
    );
  assert.ok(init, 'init adds the instance and emits only where there is no DOM');
  assert.ok(source.includes(`.componentDidMount=function(){${init[1]}.canUseDOM&&this.emitChange()}`));
  assert.ok(source.includes(`${init[1]}.canUseDOM=`), 'the flag belongs to HelmetProvider');
  // Every mounted, updated or unmounted <Helmet> emits: in the browser, those of one task are
  // computed and applied once, in a microtask; on the server each emits at once, as before.
  assert.ok(
    source.includes(
      `.emitChange=function(){var t=this;if(!${init[1]}.canUseDOM)return this.emitNow();Q||(Q=!0,queueMicrotask(function(){Q=!1,t.emitNow()}))},r.emitNow=function(){`,
    ),
    'emitChange queues one emit per task in the browser',
  );
  assert.ok(source.includes(',_=null,Q=!1,z='), 'the queued flag is module-wide, like the pending frame');
});
