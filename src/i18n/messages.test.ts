import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {messageIn, messagesFor, pluralIn, translateIn, type TranslationFile} from './messages';
import {readTranslations} from './translationFiles';
import {searchStrings} from '../search/strings';

const require = createRequire(import.meta.url);
const FILES = {en: 'i18n/en/code.json', ru: 'i18n/ru/code.json'} as const;

function load(file: string): TranslationFile {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as TranslationFile;
}
const en = load(FILES.en);
const ru = load(FILES.ru);
/** The theme's own English messages, which Docusaurus's `write-translations` starts from. */
const themeBase = JSON.parse(
  fs.readFileSync(require.resolve('@docusaurus/theme-translations/locales/base/theme-common.json'), 'utf8'),
) as Record<string, string>;
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

test('both translation files are in Docusaurus format, with the same ids', () => {
  for (const [lang, file] of Object.entries({en, ru})) {
    for (const [id, entry] of Object.entries(file)) {
      assert.equal(typeof entry.message, 'string', `${FILES[lang as 'en']}: ${id} has no message`);
      assert.ok(entry.message.trim(), `${FILES[lang as 'en']}: ${id} is empty`);
    }
  }
  assert.deepEqual(Object.keys(ru).sort(), Object.keys(en).sort());
});

test('English messages are the theme’s own, for every id the theme has', () => {
  const themeIds = Object.keys(themeBase).filter((id) => !id.endsWith('___DESCRIPTION'));
  const ours = Object.keys(en).filter((id) => id.startsWith('theme.'));
  assert.deepEqual(ours.sort(), themeIds.sort(), `${FILES.en} and ${FILES.ru} must list the theme's ids`);
  for (const id of themeIds) {
    assert.equal(en[id]!.message, themeBase[id], id);
  }
});

test('every Russian message is Russian and keeps the English placeholders', () => {
  for (const [id, {message}] of Object.entries(ru)) {
    const words = message.replace(/\{\w+\}/g, '');
    if (/[A-Za-zА-Яа-яЁё]/.test(words)) {
      assert.match(words, /[А-Яа-яЁё]/, `${id}: "${message}" is not translated`);
      assert.doesNotMatch(words, /\b(?!ATSD\b)[A-Za-z]{3,}\b/, `${id}: "${message}" has English words`);
    }
    assert.deepEqual(
      [...new Set(placeholders(message))],
      [...new Set(placeholders(en[id]!.message))],
      `${id}: placeholders differ`,
    );
  }
});

test('every atsd.* message id used in the code is in both files', () => {
  const used = new Set<string>();
  for (const file of fs.readdirSync('src', {recursive: true}) as string[]) {
    if (/\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file)) {
      const source = fs.readFileSync(path.join('src', file), 'utf8');
      for (const match of source.matchAll(/\bid[:=]\s*\{?['"](atsd\.[\w.]+)['"]/g)) {
        used.add(match[1]!);
      }
    }
  }
  assert.ok(used.size > 0);
  assert.deepEqual(
    [...used].filter((id) => !(id in en)),
    [],
  );
});

test('the search strings (ids atsd.search.<field>) are all in the files and all Russian', () => {
  const english = searchStrings('en-US');
  const russian = searchStrings('ru');
  const fields = Object.keys(english).sort();
  assert.deepEqual(
    Object.keys(en)
      .filter((id) => id.startsWith('atsd.search.'))
      .map((id) => id.slice('atsd.search.'.length))
      .sort(),
    fields,
  );
  for (const field of fields as (keyof typeof english)[]) {
    const [a, b] = [english[field], russian[field]];
    const text = (value: typeof a) => (typeof value === 'function' ? value(2 as never, 'cpu' as never) : value);
    assert.notEqual(text(b), text(a), field);
  }
  assert.equal(russian.resultCount(3, 'cpu'), 'По запросу «cpu» найдены 3 страницы.');
  assert.equal(english.resultCount(1, 'cpu'), '1 page matches “cpu”.');
});

test('messages by page language, English for any other', () => {
  assert.equal(messagesFor('ru')['theme.CodeBlock.copy'], 'Скопировать');
  assert.equal(messagesFor('en-US')['theme.CodeBlock.copy'], 'Copy');
  assert.equal(messagesFor('de')['theme.CodeBlock.copy'], 'Copy');
});

test('translateIn fills placeholders and falls back to the given English text', () => {
  assert.equal(
    translateIn('ru', {id: 'atsd.search.noResults', message: 'x'}, {query: 'cpu'}),
    'По запросу «cpu» ничего не найдено.',
  );
  assert.equal(translateIn('ru', {id: 'atsd.unknown', message: 'Hello {name}'}, {name: 'Ann'}), 'Hello Ann');
  assert.equal(translateIn('en-US', {id: 'atsd.unknown', message: 'Keep {this}'}), 'Keep {this}');
});

test('pluralIn picks the form the language uses for a count', () => {
  const ruForms = 'страница|страницы|страниц';
  assert.deepEqual(
    [1, 2, 5, 11, 21, 22, 25, 1.5].map((n) => pluralIn('ru', ruForms, n)),
    ['страница', 'страницы', 'страниц', 'страниц', 'страница', 'страницы', 'страниц', 'страниц'],
  );
  assert.deepEqual(
    [1, 2, 0].map((n) => pluralIn('en-US', 'page|pages', n)),
    ['page', 'pages', 'pages'],
  );
  assert.equal(pluralIn('ru', 'одна форма', 7), 'одна форма');
});

const folders: string[] = [];
after(() => folders.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

/** A folder of translation files, `{folder: file text}`, for one test. */
function i18nFolder(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atsd-i18n-'));
  folders.push(dir);
  for (const [folder, text] of Object.entries(files)) {
    fs.mkdirSync(path.join(dir, folder));
    fs.writeFileSync(path.join(dir, folder, 'code.json'), text);
  }
  fs.mkdirSync(path.join(dir, 'notes')); // a folder without a code.json is no language
  return dir;
}

test('every folder with a code.json is a language; the bundles get each message without its description', () => {
  const file = {'a.b': {message: 'Hello', description: 'a greeting for translators'}, c: {message: 'Bye'}};
  const translations = readTranslations(i18nFolder({en: JSON.stringify(file), eo: '{"c": {"message": "Ĝis"}}'}));
  assert.deepEqual(translations, {en: {'a.b': 'Hello', c: 'Bye'}, eo: {c: 'Ĝis'}});
  assert.deepEqual(Object.keys(readTranslations()), ['en', 'ru']);
});

test('a translation file that is not one fails, naming the file', () => {
  const notJson = i18nFolder({de: '{"a": '});
  assert.throws(() => readTranslations(notJson), /de\/code\.json: not JSON/);
  const noMessage = i18nFolder({de: '{"a.b": {"description": "x"}}'});
  assert.throws(() => readTranslations(noMessage), /de\/code\.json: "a\.b" has no message string/);
});

test("messageIn: the language's message, else the root language's", () => {
  const translations = {en: {a: 'Hello', b: 'Bye'}, eo: {a: 'Saluton'}};
  assert.equal(messageIn('eo', 'a', translations), 'Saluton');
  assert.equal(messageIn('eo', 'b', translations), 'Bye');
  assert.equal(messageIn('de', 'a', translations), 'Hello');
  assert.equal(messageIn('eo', 'c', translations), undefined);
});
