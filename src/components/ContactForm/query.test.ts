import {test} from 'node:test';
import assert from 'node:assert/strict';
import {contactRequestUrl} from './send';
import {
  FIELD_MAX_LENGTH,
  FIELD_NAMES,
  MAX_REQUEST_LINE,
  contactQuery,
  encodeQuery,
  encodeQueryComponent,
  withQuery,
  type ContactFields,
} from './query';

test('encodes characters that need it', () => {
  assert.equal(encodeQueryComponent('a&b'), 'a%26b');
  assert.equal(encodeQueryComponent("O'Neil"), 'O%27Neil');
  assert.equal(encodeQueryComponent('two words'), 'two%20words');
  assert.equal(encodeQueryComponent('1+1=2'), '1%2B1%3D2');
  assert.equal(encodeQueryComponent('Рынок'), '%D0%A0%D1%8B%D0%BD%D0%BE%D0%BA');
  assert.equal(encodeQueryComponent('(*)!'), '%28%2A%29%21');
  assert.equal(encodeQueryComponent('a/b?c#d%'), 'a%2Fb%3Fc%23d%25');
  assert.equal(encodeQueryComponent('line\nbreak'), 'line%0Abreak');
  assert.equal(encodeQueryComponent('😀'), '%F0%9F%98%80');
});

test('leaves unreserved characters alone', () => {
  assert.equal(encodeQueryComponent('AZaz09-._~'), 'AZaz09-._~');
  assert.equal(encodeQueryComponent(''), '');
});

test('round-trips through URLSearchParams', () => {
  const value = "Ann & Bob's  shop + Рога и копыта 100% ~ (ok)";
  const parsed = new URLSearchParams(encodeQuery([['v', value]]));
  assert.equal(parsed.get('v'), value);
});

test('contact fields are sent in a fixed order', () => {
  assert.equal(
    contactQuery({
      message: 'Trial request',
      email: 'ann+docs@example.com',
      company: 'Smith & Sons',
      lastName: "O'Hara",
      firstName: 'Анна',
    }),
    'firstName=%D0%90%D0%BD%D0%BD%D0%B0&lastName=O%27Hara&company=Smith%20%26%20Sons' +
      '&email=ann%2Bdocs%40example.com&message=Trial%20request',
  );
});

test('withQuery appends after ? or &', () => {
  assert.equal(withQuery('/eml_ping', 'a=1'), '/eml_ping?a=1');
  assert.equal(withQuery('/eml_ping?site=docs', 'a=1'), '/eml_ping?site=docs&a=1');
  assert.equal(withQuery('/eml_ping?', 'a=1'), '/eml_ping?a=1');
  assert.equal(withQuery('https://example.org/f?x=1&', 'a=1'), 'https://example.org/f?x=1&a=1');
  assert.equal(withQuery('/eml_ping#top', 'a=1'), '/eml_ping?a=1');
  assert.equal(withQuery('/eml_ping', ''), '/eml_ping');
});

test('every field at its limit, in the worst encoding, fits in a request line the server accepts', () => {
  const endpoint = `https://example.com/${'e'.repeat(512 - 'https://example.com/'.length)}`;
  const worst = Object.fromEntries(
    FIELD_NAMES.map((name) => [name, (name === 'email' ? '%' : '中').repeat(FIELD_MAX_LENGTH[name])]),
  ) as ContactFields;
  const line = `POST ${contactRequestUrl(endpoint, worst)} HTTP/1.1`;
  assert.ok(line.length <= MAX_REQUEST_LINE, `${line.length} > ${MAX_REQUEST_LINE}`);
  // An astral character is two code units of 12 encoded characters: no worse than the BMP's 9.
  assert.equal(encodeQueryComponent('😀').length / '😀'.length, 6);
  assert.equal(encodeQueryComponent('中').length, 9);
});
