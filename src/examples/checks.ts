/**
 * The example checks of one Markdown page: every fenced block of a checked kind is tested and each
 * failing example yields one failure with the page line to look at.
 */
import {checkCsv} from './csv';
import {assignment, expandVariables, isAtsdUrl, parseCurl, shellCommands} from './curl';
import {findEndpoint, type Endpoint} from './endpoints';
import {extractFences} from './fences';
import {checkJson} from './json';
import {parseNetworkCommand} from './networkCommand';

export type ExampleKind = 'json' | 'csv' | 'network' | 'curl';

export const EXAMPLE_KINDS: readonly ExampleKind[] = ['json', 'csv', 'network', 'curl'];

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
  /** Examples checked per kind: blocks for json, csv and network; commands for curl. */
  checked: Record<ExampleKind, number>;
  /** ```json fragment blocks, not parsed. */
  fragments: number;
  /** curl commands to hosts other than the ATSD server (downloads), not checked. */
  externalCurl: number;
}

export function emptyCounts(): Record<ExampleKind, number> {
  return {json: 0, csv: 0, network: 0, curl: 0};
}

/** Checks the fenced examples of one page against the documented `endpoints`. */
export function checkPage(file: string, source: string, endpoints: readonly Endpoint[]): PageReport {
  const report: PageReport = {failures: [], checked: emptyCounts(), fragments: 0, externalCurl: 0};
  const fail = (kind: ExampleKind, line: number, message: string): void => {
    report.failures.push({file, line, kind, message});
  };
  for (const fence of extractFences(source)) {
    const text = fence.lines.join('\n');
    if (fence.lang === 'json') {
      if (fence.meta.includes('fragment')) {
        report.fragments += 1;
        continue;
      }
      report.checked.json += 1;
      const verdict = checkJson(text);
      if (!fence.closed) {
        fail('json', fence.line, 'code block is never closed');
      } else if (!verdict.ok) {
        fail('json', fence.contentLine + (verdict.line ?? 0), `invalid JSON: ${verdict.message ?? ''}`);
      }
    } else if (fence.lang === 'csv') {
      report.checked.csv += 1;
      const verdict = checkCsv(text);
      if (!fence.closed) {
        fail('csv', fence.line, 'code block is never closed');
      } else if (!verdict.ok) {
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
      if (!fence.closed) {
        fail('network', fence.line, 'code block is never closed');
      } else if (fence.lines.every((line) => line.trim() === '')) {
        fail('network', fence.line, 'empty network block');
      } else if (first !== undefined) {
        const more = bad.length > 1 ? ` (and ${bad.length - 1} more bad line${bad.length > 2 ? 's' : ''} in this block)` : '';
        fail('network', first.line, `invalid command: ${first.message}${more}`);
      }
    } else if (SHELL_LANGUAGES.includes(fence.lang)) {
      const variables = new Map<string, string>();
      for (const command of shellCommands(fence.lines)) {
        const assigned = assignment(command.words);
        if (assigned !== undefined) {
          variables.set(assigned[0], expandVariables(assigned[1], variables));
        }
        if (command.words[0] !== 'curl') {
          continue;
        }
        const line = fence.contentLine + command.line;
        const request = parseCurl(command.words.map((word) => expandVariables(word, variables)));
        if (typeof request !== 'string' && !isAtsdUrl(request.url)) {
          report.externalCurl += 1;
          continue;
        }
        report.checked.curl += 1;
        if (typeof request === 'string') {
          fail('curl', line, request);
        } else if (findEndpoint(endpoints, request.method, request.path) === undefined) {
          const otherMethods = [...new Set(endpoints
            .filter((endpoint) => findEndpoint([endpoint], endpoint.method, request.path) !== undefined)
            .map((endpoint) => endpoint.method))];
          const hint = otherMethods.length > 0 ? ` (documented for ${otherMethods.join(', ')})` : '';
          fail('curl', line, `${request.method} ${request.path} is not a documented endpoint${hint}`);
        }
      }
    }
  }
  return report;
}

/** One line per failure: `file:line kind: message`. */
export function formatFailures(failures: readonly Failure[]): string {
  return failures.map((failure) => `${failure.file}:${failure.line} ${failure.kind}: ${failure.message}`).join('\n');
}
