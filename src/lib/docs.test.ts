import {test} from 'node:test';
import assert from 'node:assert/strict';
import {titleOfMarkdown} from './docs';

test('the title comes from front matter, else the first # heading', () => {
  assert.equal(titleOfMarkdown('---\nlang: ru\ntitle: "Установка"\n---\n\n# Other\n'), 'Установка');
  assert.equal(titleOfMarkdown('---\nlang: ru\n---\n\n# Series: query\n\n## Request\n'), 'Series: query');
  assert.equal(titleOfMarkdown('Intro\n\n## Only a section\n'), undefined);
  assert.equal(titleOfMarkdown('# Closed heading #\n'), 'Closed heading');
});
