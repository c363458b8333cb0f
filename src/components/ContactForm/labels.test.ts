import {test} from 'node:test';
import assert from 'node:assert/strict';
import {DEFAULT_LABELS, LABEL_KEYS, languageOf, mergeLabels} from './labels';

test('defaults: English labels when nothing overrides them', () => {
  const labels = mergeLabels('en', null, true);
  assert.deepEqual(labels, DEFAULT_LABELS.en);
  assert.equal(labels.title, 'Contact Us');
  assert.equal(labels.firstNameText, 'First Name');
  assert.equal(labels.lastNameText, 'Last Name');
  assert.equal(labels.emailText, 'E-Mail');
  assert.equal(labels.companyText, 'Organization');
  assert.equal(labels.messageText, 'Message');
  assert.equal(labels.submitText, 'Submit');
  assert.equal(labels.errorText, 'Something went wrong, please, try again later');
  assert.equal(labels.successText, 'Submitted successfully');
});

test('every default set is complete and non-empty', () => {
  for (const language of ['en', 'ru'] as const) {
    for (const key of LABEL_KEYS) {
      assert.ok(DEFAULT_LABELS[language][key].length > 0, `${language}.${key}`);
    }
  }
});

test('feedback overrides the defaults; its url and method are not labels', () => {
  const labels = mergeLabels('en', {title: 'Contact Axibase', url: '/eml_ping', method: 'GET'}, true);
  assert.equal(labels.title, 'Contact Axibase');
  assert.equal(labels.submitText, 'Submit');
  assert.equal(labels.linkTitle, 'Contact Us');
  assert.ok(!('url' in labels) && !('method' in labels));
});

test('contactUs overrides feedback, which overrides the defaults', () => {
  const labels = mergeLabels(
    'en',
    {title: 'Contact Axibase', submitText: 'Send'},
    {title: 'Request Trial', errorText: 'Failed'},
  );
  assert.equal(labels.title, 'Request Trial');
  assert.equal(labels.submitText, 'Send');
  assert.equal(labels.errorText, 'Failed');
  assert.equal(labels.successText, 'Submitted successfully');
});

test('every label key can be overridden by the page', () => {
  const page = Object.fromEntries(LABEL_KEYS.map((key) => [key, `page ${key}`]));
  const labels = mergeLabels('ru', {title: 'site'}, page);
  for (const key of LABEL_KEYS) {
    assert.equal(labels[key], `page ${key}`);
  }
});

test('the link falls back to the page title, then to the language default', () => {
  assert.equal(mergeLabels('en', null, {title: 'Request Trial'}).linkTitle, 'Request Trial');
  assert.equal(mergeLabels('en', null, {title: 'Request Trial', linkTitle: 'Trial'}).linkTitle, 'Trial');
  assert.equal(mergeLabels('en', {title: 'Contact Axibase'}, true).linkTitle, 'Contact Us');
  assert.equal(mergeLabels('ru', null, {}).linkTitle, 'Связаться с нами');
});

test('empty strings, non-strings and unknown keys do not override', () => {
  const labels = mergeLabels('en', {title: ''}, {submitText: '  ', errorText: 42, color: 'red'} as object);
  assert.deepEqual(labels, DEFAULT_LABELS.en);
});

test('Russian defaults when the page is Russian', () => {
  const labels = mergeLabels('ru', null, true);
  assert.equal(labels.submitText, 'Отправить');
  assert.equal(labels.successText, 'Запрос отправлен');
});

test('languageOf', () => {
  assert.equal(languageOf('ru'), 'ru');
  assert.equal(languageOf('ru-RU'), 'ru');
  assert.equal(languageOf('RU'), 'ru');
  assert.equal(languageOf('en-US'), 'en');
  assert.equal(languageOf(undefined), 'en');
});
