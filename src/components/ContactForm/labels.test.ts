import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {defaultLabels, LABEL_KEYS, labelId, mergeLabels} from './labels';
import {I18N_DIR, readTranslations} from '@site/src/i18n/translationFiles';
import {resolveSections, sectionAt, SECTIONS, type Section} from '@site/src/site';

test('defaults: English labels when nothing overrides them', () => {
  const labels = mergeLabels('en', null, true);
  assert.deepEqual(labels, defaultLabels('en-US'));
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

test('every translation file has every label, non-empty', () => {
  for (const [folder, messages] of Object.entries(readTranslations())) {
    for (const key of LABEL_KEYS) {
      assert.ok(messages[labelId(key)]?.trim(), `i18n/${folder}/code.json lacks ${labelId(key)}`);
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
  assert.deepEqual(labels, defaultLabels('en'));
});

test('Russian defaults when the page is Russian', () => {
  const labels = mergeLabels('ru', null, true);
  assert.equal(labels.submitText, 'Отправить');
  assert.equal(labels.successText, 'Запрос отправлен');
});

test("the page language's labels: by its tag's first part, English for a language without a file", () => {
  assert.equal(mergeLabels('ru', null, true).submitText, 'Отправить');
  assert.equal(mergeLabels('ru-RU', null, true).submitText, 'Отправить');
  assert.equal(mergeLabels('RU', null, true).submitText, 'Отправить');
  assert.equal(mergeLabels('en-US', null, true).submitText, 'Submit');
  assert.equal(mergeLabels('de', null, true).submitText, 'Submit');
});

const folders: string[] = [];
after(() => folders.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

test('a new language section with its own translation file gets its own form, with no code', () => {
  // The site's translation files and a made-up language's, which translates two labels.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atsd-i18n-'));
  folders.push(dir);
  fs.cpSync(I18N_DIR, dir, {recursive: true});
  fs.mkdirSync(path.join(dir, 'eo'));
  const esperanto = {
    [labelId('title')]: {message: 'Kontaktu nin'}, // cspell:disable-line
    [labelId('submitText')]: {message: 'Sendi'}, // cspell:disable-line
  };
  fs.writeFileSync(path.join(dir, 'eo', 'code.json'), JSON.stringify(esperanto));
  const section: Section = {
    path: '/finance/eo/',
    sidebar: null,
    home: '/finance/eo/',
    language: {lang: 'eo', ogLocale: 'eo', label: 'Esperanto', selectText: 'Lingvoj', home: '/finance/eo/'}, // cspell:disable-line
  };
  const {lang} = sectionAt(resolveSections([section, ...SECTIONS]), '/finance/eo/sql.html').language;
  const labels = mergeLabels(lang, null, true, readTranslations(dir));
  assert.equal(labels.title, 'Kontaktu nin'); // cspell:disable-line
  assert.equal(labels.submitText, 'Sendi'); // cspell:disable-line
  assert.equal(labels.linkTitle, 'Contact Us', 'a label the file lacks is the root language’s');
  assert.equal(mergeLabels('ru', null, true, readTranslations(dir)).submitText, 'Отправить');
});
