import {test} from 'node:test';
import assert from 'node:assert/strict';
import {resolveContactConfig} from './endpoint';

const SITE = {title: 'Contact Axibase', url: '/eml_ping', method: 'GET'};

test('no form without contactUs, or with contactUs: false', () => {
  assert.equal(resolveContactConfig(undefined, SITE, 'en'), null);
  assert.equal(resolveContactConfig(false, SITE, 'en'), null);
});

test('no form when no URL is configured anywhere', () => {
  assert.equal(resolveContactConfig(true, null, 'en'), null);
  assert.equal(resolveContactConfig({title: 'Request Trial'}, {title: 'x', url: '', method: 'GET'}, 'en'), null);
});

test('URL and method come from the site when the page sets none', () => {
  const config = resolveContactConfig(true, SITE, 'en')!;
  assert.equal(config.url, '/eml_ping');
  assert.equal(config.method, 'GET');
  assert.equal(config.labels.title, 'Contact Axibase');
  assert.equal(config.presetMessage, null);
});

test('the page URL and method win over the site', () => {
  const config = resolveContactConfig({url: '/trial', method: 'put'}, SITE, 'en')!;
  assert.equal(config.url, '/trial');
  assert.equal(config.method, 'PUT');
});

test('the method defaults to POST', () => {
  assert.equal(resolveContactConfig({url: '/trial'}, null, 'en')!.method, 'POST');
  assert.equal(resolveContactConfig(true, {title: 't', url: '/f', method: ''}, 'en')!.method, 'POST');
});

test('preset content replaces the message box', () => {
  const config = resolveContactConfig(
    {title: 'Request Trial', content: 'Trial request for financial version'},
    SITE,
    'en',
  )!;
  assert.equal(config.presetMessage, 'Trial request for financial version');
  assert.equal(config.labels.title, 'Request Trial');
  assert.equal(config.labels.linkTitle, 'Request Trial');
});
