/**
 * Fenced code blocks of a Markdown page, with the file line numbers the example checks report.
 *
 * Follows the CommonMark rules that matter for our pages: a fence is three or more backticks or
 * tildes; the closing fence uses the same character, is at least as long as the opening one and
 * carries no info string; a block that is never closed runs to the end of the page; content lines
 * lose up to as many leading spaces as the opening fence was indented. Fences nested in list items
 * (indented by more than three spaces) are accepted too, since our pages use them.
 */

export interface Fence {
  /** First word of the info string, lower-cased: `json`, `network`, `bash`; `''` when absent. */
  lang: string;
  /** The remaining words of the info string, for example `['fragment']`. */
  meta: string[];
  /** 1-based line of the opening fence in the page. */
  line: number;
  /** 1-based line of the first content line (the line after the opening fence). */
  contentLine: number;
  /** Content lines, without the fence indentation. */
  lines: string[];
  /** False when the page ended before a closing fence. */
  closed: boolean;
}

const OPENING = /^( *)(`{3,}|~{3,})(.*)$/;

/** Every fenced code block of `source`, in page order. */
export function extractFences(source: string): Fence[] {
  const lines = source.split(/\r\n|\n|\r/);
  const fences: Fence[] = [];
  let index = 0;
  while (index < lines.length) {
    const opening = OPENING.exec(lines[index] ?? '');
    const indent = opening?.[1];
    const marker = opening?.[2];
    const info = opening?.[3]?.trim();
    if (
      indent === undefined ||
      marker === undefined ||
      info === undefined ||
      (marker.startsWith('`') && info.includes('`'))
    ) {
      index += 1;
      continue;
    }
    const closing = new RegExp(`^ *${marker[0] === '`' ? '`' : '~'}{${marker.length},}\\s*$`);
    const words = info.split(/\s+/).filter((word) => word !== '');
    const fence: Fence = {
      lang: (words[0] ?? '').toLowerCase(),
      meta: words.slice(1),
      line: index + 1,
      contentLine: index + 2,
      lines: [],
      closed: false,
    };
    index += 1;
    while (index < lines.length) {
      const line = lines[index] ?? '';
      index += 1;
      if (closing.test(line)) {
        fence.closed = true;
        break;
      }
      fence.lines.push(stripIndent(line, indent.length));
    }
    fences.push(fence);
  }
  return fences;
}

/** Removes up to `width` leading spaces. */
function stripIndent(line: string, width: number): string {
  let cut = 0;
  while (cut < width && line[cut] === ' ') {
    cut += 1;
  }
  return line.slice(cut);
}
