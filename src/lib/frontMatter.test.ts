import {test} from 'node:test';
import assert from 'node:assert/strict';
import {FrontMatterError, validateFrontMatter} from './frontMatter';

test('every field of the old site is accepted with its type', () => {
  const frontMatter = {
    home: true,
    landing: false,
    layout: 'Landing',
    title: 'Finance',
    description: 'Market data',
    lang: 'ru',
    meta: [{name: 'robots', content: 'noindex'}],
    navbar: false,
    sidebar: 'auto',
    sidebarDepth: 2,
    prev: './install.md',
    next: false,
    pageClass: 'finance',
    heroImage: '/img/hero.svg',
    heroText: 'ATSD',
    tagline: 'Tagline',
    actionText: 'Start',
    actionLink: '/finance/install.html',
    features: [{title: 'SQL', details: 'Window <a href="x">functions</a>'}],
    contactUs: {title: 'Request Trial', content: 'Trial request'},
    footerActionText: 'More',
    footerActionLink: '/',
    footer: '© Axibase',
    resetStripes: true,
    someUnknownField: {anything: 1},
  };
  assert.equal(validateFrontMatter('docs/x.md', frontMatter), frontMatter);
  assert.deepEqual(validateFrontMatter('docs/y.md', {}), {});
});

test('a wrong type fails with the file and the field', () => {
  const cases: Array<[Record<string, unknown>, string]> = [
    [{sidebarDepth: 'two'}, 'sidebarDepth'],
    [{sidebar: true}, 'sidebar'],
    [{navbar: 'no'}, 'navbar'],
    [{features: [{title: 3}]}, 'features'],
    [{meta: {name: 'x'}}, 'meta'],
    [{contactUs: {title: 5}}, 'contactUs'],
    [{prev: 1}, 'prev'],
    [{home: 'yes'}, 'home'],
  ];
  for (const [frontMatter, field] of cases) {
    assert.throws(
      () => validateFrontMatter('docs/api/page.md', frontMatter),
      (error: unknown) =>
        error instanceof FrontMatterError &&
        error.field === field &&
        error.message.includes('docs/api/page.md') &&
        error.message.includes(`"${field}"`),
      field,
    );
  }
});

test('the message says what the field must be, and where inside it', () => {
  const message = (frontMatter: Record<string, unknown>) => {
    try {
      validateFrontMatter('docs/a.md', frontMatter);
    } catch (error) {
      return (error as Error).message;
    }
    return 'no error';
  };
  assert.equal(
    message({sidebarDepth: -1}),
    'Front matter of docs/a.md: field "sidebarDepth" must be a whole number, 0 or more.',
  );
  assert.equal(
    message({features: [{title: 'A'}, {title: 3}]}),
    'Front matter of docs/a.md: field "features" (item 2, "title") must be a string.',
  );
  assert.equal(
    message({contactUs: {title: 5}}),
    'Front matter of docs/a.md: field "contactUs" ("title") must be a string.',
  );
  assert.equal(
    message({contactUs: 'yes'}),
    'Front matter of docs/a.md: field "contactUs" must be true, false or an object.',
  );
});
