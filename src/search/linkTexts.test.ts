import {test} from 'node:test';
import assert from 'node:assert/strict';
import {linkTextsByRoute, queryOfLinkText} from './linkTexts';

test('a link text is a name unless it only points, or is a URL or a file', () => {
  assert.equal(queryOfLinkText('  Requirement \n Specifications '), 'Requirement Specifications');
  assert.equal(queryOfLinkText('here'), null);
  assert.equal(queryOfLinkText('see this page'), null);
  assert.equal(queryOfLinkText('documentation'), null);
  assert.equal(queryOfLinkText('https://axibase.com/docs/atsd/'), null);
  assert.equal(queryOfLinkText('series.md'), null);
  assert.equal(queryOfLinkText('api/data/series/query'), null);
  assert.equal(queryOfLinkText('SELECT'), 'SELECT');
  assert.equal(queryOfLinkText('a b c d e f g h i j k'), null);
});

test('a page keeps the texts that lead mostly to it, not its own title or context words', () => {
  const titles: Record<string, string> = {
    '/req.html': 'Hardware and OS Requirements',
    '/a.html': 'A',
    '/b.html': 'B',
    '/c.html': 'C',
    '/d/': 'Delete',
  };
  const links = [
    {from: '/a.html', to: '/req.html', text: 'Requirement Specifications'},
    {from: '/b.html', to: '/req.html', text: 'requirement specifications'},
    {from: '/a.html', to: '/req.html', text: 'Hardware and OS requirements'},
    // "delete" leads to a different page from each page: it names none
    {from: '/a.html', to: '/b.html', text: 'delete'},
    {from: '/b.html', to: '/c.html', text: 'delete'},
    // a participle is a word of the sentence
    {from: '/a.html', to: '/c.html', text: 'specified'},
    // a link to the page itself says nothing of it
    {from: '/c.html', to: '/c.html', text: 'Clause'},
    {from: '/a.html', to: '/d/', text: 'Removal'},
  ];
  const texts = linkTextsByRoute(links, (route) => titles[route]);
  assert.deepEqual(Object.fromEntries(texts), {
    '/req.html': ['Requirement Specifications'],
    '/d/': ['Removal'],
  });
  assert.equal(linkTextsByRoute([{from: '/a.html', to: '/gone.html', text: 'Gone'}], (r) => titles[r]).size, 0);
});
