/**
 * The example checks of one Markdown page: every fenced block of a checked kind is tested and each
 * failing example yields one failure with the page line to look at.
 */
import {checkCsv} from './csv';
import {assignment, expandVariables, isAtsdUrl, parseCurl, shellCommands} from './curl';
import {findEndpoint, tableCells, type Endpoint} from './endpoints';
import {extractFences, type Fence} from '../../src/lib/fences';
import {checkJson} from './json';
import {parseNetworkCommand} from './networkCommand';
import {checkRuleExpression, checkTemplate} from './rule';
import {checkShell, commandWords} from './shell';
import {checkSql, selectListWidth} from './sql';

export type ExampleKind = 'json' | 'csv' | 'network' | 'curl' | 'shell' | 'sql' | 'rule' | 'template';

export const EXAMPLE_KINDS: readonly ExampleKind[] = [
  'json',
  'csv',
  'network',
  'curl',
  'shell',
  'sql',
  'rule',
  'template',
];

/** What the checks compare examples with: the names the reference pages document. */
export interface Reference {
  /** Endpoints of the request tables (API and finance pages). */
  endpoints: readonly Endpoint[];
  /** SQL functions documented on `/sql/`, upper-case; undefined while that page is not written. */
  sqlFunctions: ReadonlySet<string> | undefined;
  /** Functions documented on the `/rule-engine/functions*` pages; undefined while none is written. */
  ruleFunctions: ReadonlySet<string> | undefined;
}

/** Fence languages whose curl commands are checked. */
export const SHELL_LANGUAGES: readonly string[] = ['bash', 'sh', 'shell'];

export interface Failure {
  file: string;
  /** 1-based page line. */
  line: number;
  kind: ExampleKind;
  message: string;
}

export interface PageReport {
  failures: Failure[];
  /** Examples checked per kind: blocks, except commands for curl. */
  checked: Record<ExampleKind, number>;
  /** Blocks marked `fragment`, not checked. */
  fragments: number;
  /** Result tables after `sql` blocks whose width was checked. */
  resultTables: number;
  /** curl commands to hosts other than the ATSD server (downloads), not checked. */
  externalCurl: number;
}

export function emptyCounts(): Record<ExampleKind, number> {
  return {json: 0, csv: 0, network: 0, curl: 0, shell: 0, sql: 0, rule: 0, template: 0};
}

/** Languages whose blocks may be marked `fragment` (deliberately partial) and are then skipped. */
const FRAGMENT_LANGUAGES = new Set(['json', 'sql', 'rule']);

/**
 * The result table of a query: a Markdown table right after the fence, with nothing but blank
 * lines and at most one caption between them — a line ending in `:`, or a heading named
 * "Result(s)" / "Результат(ы)". Its column count and line.
 */
export function resultTableWidth(lines: readonly string[], fence: Fence): {width: number; line: number} | undefined {
  let caption = false;
  for (let index = fence.contentLine + fence.lines.length; index < lines.length; index += 1) {
    const line = (lines[index] ?? '').trim();
    if (line.startsWith('|')) {
      return {
        width: tableCells(line.replace(/`[^`]*`/g, (code) => code.replace(/\|/g, '\\|'))).length,
        line: index + 1,
      };
    }
    if (line === '') {
      continue;
    }
    if (caption || !(line.endsWith(':') || /^#{2,6}\s+(results?|результаты?)\s*$/i.test(line))) {
      return undefined;
    }
    caption = true;
  }
  return undefined;
}

/** Checks the fenced examples of one page against the reference. */
export function checkPage(file: string, source: string, reference: Reference): PageReport {
  const {endpoints} = reference;
  const report: PageReport = {failures: [], checked: emptyCounts(), fragments: 0, resultTables: 0, externalCurl: 0};
  const fail = (kind: ExampleKind, line: number, message: string): void => {
    report.failures.push({file, line, kind, message});
  };
  const pageLines = source.split(/\r\n|\n|\r/);
  for (const fence of extractFences(source)) {
    const text = fence.lines.join('\n');
    if (FRAGMENT_LANGUAGES.has(fence.lang) && fence.meta.includes('fragment')) {
      report.fragments += 1;
      continue;
    }
    const kind = kindOf(fence.lang);
    if (!fence.closed) {
      if (kind) fail(kind, fence.line, 'code block is never closed');
      continue;
    }
    if (fence.lang === 'sql') {
      report.checked.sql += 1;
      const problem = checkSql(text, reference.sqlFunctions)[0];
      if (problem) {
        fail('sql', fence.contentLine + problem.line, problem.message);
        continue;
      }
      const width = selectListWidth(text);
      const table = width === undefined ? undefined : resultTableWidth(pageLines, fence);
      report.resultTables += table ? 1 : 0;
      if (table && table.width !== width) {
        fail('sql', table.line, `the result table has ${table.width} columns, the query selects ${width}`);
      }
    } else if (fence.lang === 'rule' || fence.lang === 'template') {
      report.checked[fence.lang] += 1;
      const check = fence.lang === 'rule' ? checkRuleExpression : checkTemplate;
      const problem = check(text, reference.ruleFunctions)[0];
      if (problem) {
        fail(fence.lang, fence.contentLine + problem.line, problem.message);
      }
    } else if (fence.lang === 'json') {
      report.checked.json += 1;
      const verdict = checkJson(text);
      if (!verdict.ok) {
        fail('json', fence.contentLine + (verdict.line ?? 0), `invalid JSON: ${verdict.message ?? ''}`);
      }
    } else if (fence.lang === 'csv') {
      report.checked.csv += 1;
      const verdict = checkCsv(text);
      if (!verdict.ok) {
        fail('csv', fence.contentLine + (verdict.line ?? 0), `invalid CSV: ${verdict.message ?? ''}`);
      }
    } else if (fence.lang === 'network') {
      report.checked.network += 1;
      const bad: {line: number; message: string}[] = [];
      fence.lines.forEach((line, index) => {
        if (line.trim() === '') {
          return;
        }
        const verdict = parseNetworkCommand(line);
        if (!verdict.ok) {
          bad.push({line: fence.contentLine + index, message: verdict.message});
        }
      });
      const first = bad[0];
      if (fence.lines.every((line) => line.trim() === '')) {
        fail('network', fence.line, 'empty network block');
      } else if (first !== undefined) {
        const more =
          bad.length > 1 ? ` (and ${bad.length - 1} more bad line${bad.length > 2 ? 's' : ''} in this block)` : '';
        fail('network', first.line, `invalid command: ${first.message}${more}`);
      }
    } else if (SHELL_LANGUAGES.includes(fence.lang)) {
      report.checked.shell += 1;
      for (const problem of checkShell(fence.lines)) {
        fail('shell', fence.contentLine + problem.line, problem.message);
      }
      const variables = new Map<string, string>();
      for (const command of shellCommands(fence.lines)) {
        const assigned = assignment(command.words);
        if (assigned !== undefined) {
          variables.set(assigned[0], expandVariables(assigned[1], variables));
        }
        const words = commandWords(command.words); // `sudo curl …` is a curl command too
        if (words[0] !== 'curl') {
          continue;
        }
        const line = fence.contentLine + command.line;
        const request = parseCurl(words.map((word) => expandVariables(word, variables)));
        if (typeof request !== 'string' && !isAtsdUrl(request.url)) {
          report.externalCurl += 1;
          continue;
        }
        report.checked.curl += 1;
        if (typeof request === 'string') {
          fail('curl', line, request);
        } else if (findEndpoint(endpoints, request.method, request.path) === undefined) {
          const otherMethods = [
            ...new Set(
              endpoints
                .filter((endpoint) => findEndpoint([endpoint], endpoint.method, request.path) !== undefined)
                .map((endpoint) => endpoint.method),
            ),
          ];
          const hint = otherMethods.length > 0 ? ` (documented for ${otherMethods.join(', ')})` : '';
          fail('curl', line, `${request.method} ${request.path} is not a documented endpoint${hint}`);
        }
      }
    }
  }
  return report;
}

/** The kind of example a fence language holds, if it is checked. */
function kindOf(lang: string): ExampleKind | undefined {
  if (SHELL_LANGUAGES.includes(lang)) return 'shell';
  return lang !== 'curl' && (EXAMPLE_KINDS as readonly string[]).includes(lang) ? (lang as ExampleKind) : undefined;
}

/** One line per failure: `file:line kind: message`. */
export function formatFailures(failures: readonly Failure[]): string {
  return failures.map((failure) => `${failure.file}:${failure.line} ${failure.kind}: ${failure.message}`).join('\n');
}
