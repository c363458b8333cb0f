/**
 * curl commands in shell examples: the shell word splitting needed to read them (shell-quote), and
 * the HTTP method and URL path that a command requests.
 */
import {parse, type ParseEntry} from 'shell-quote';

export interface ShellCommand {
  /** 0-based line within the block where the command starts. */
  line: number;
  /** The words of the command after quote removal; variables stay as `${NAME}`. */
  words: string[];
}

/** Operators that end a simple command. */
const SEPARATORS = new Set(['|', '||', '&&', ';', '&', '|&']);

/** Variables are kept as written, braced, so that `${A}_b` keeps its meaning (expandVariables reads them). */
const words = (text: string): ParseEntry[] => parse(text, (name) => (name ? `\${${name}}` : '$'));

/**
 * True when `text` ends inside quotes or with a line-continuation backslash. shell-quote reads an
 * unclosed quote as if it were closed, so this one question is answered by a scan of the quotes.
 */
function incomplete(text: string): boolean {
  let quote: "'" | '"' | "$'" | null = null;
  for (let position = 0; position < text.length; position += 1) {
    const char = text[position];
    if (char === '\\' && quote !== "'") {
      if (position === text.length - 1) return true;
      position += 1;
    } else if (quote === null && char === '#' && /^\s?$/.test(text[position - 1] ?? '')) {
      const newline = text.indexOf('\n', position);
      if (newline === -1) return false;
      position = newline;
    } else if (quote === null && char === '$' && text[position + 1] === "'") {
      quote = "$'";
      position += 1;
    } else if (quote === null && (char === "'" || char === '"')) {
      quote = char;
    } else if (quote !== null && char === quote.at(-1)) {
      quote = null;
    }
  }
  return quote !== null;
}

/**
 * The simple commands of a shell script, split at `|`, `&&`, `||`, `;` and `&`. Backslash line
 * continuations and quoted strings that span lines are joined; here-document bodies and comments
 * are skipped. Quoting follows bash ('...', "...", $'...'), as shell-quote reads it.
 */
export function shellCommands(lines: readonly string[]): ShellCommand[] {
  const commands: ShellCommand[] = [];
  let index = 0;
  while (index < lines.length) {
    const start = index;
    let text = lines[index] ?? '';
    index += 1;
    while (incomplete(text) && index < lines.length) {
      text += `\n${lines[index] ?? ''}`;
      index += 1;
    }
    const heredocs: string[] = [];
    let current: string[] = [];
    const entries = words(text.replace(/\\\n/g, ''));
    for (let position = 0; position < entries.length; position += 1) {
      const entry = entries[position]!;
      if (typeof entry === 'string') {
        current.push(entry);
      } else if ('op' in entry && entry.op === 'glob') {
        current.push(entry.pattern);
      } else if ('op' in entry && SEPARATORS.has(entry.op)) {
        if (current.length > 0) commands.push({line: start, words: current});
        current = [];
      } else if ('op' in entry && (entry.op === '<<' || entry.op === '<<-')) {
        const delimiter = entries[position + 1];
        if (typeof delimiter === 'string') {
          heredocs.push(delimiter);
          position += 1;
        }
      }
    }
    if (current.length > 0) commands.push({line: start, words: current});
    for (const delimiter of heredocs) {
      while (index < lines.length && (lines[index] ?? '').replace(/^\t+/, '') !== delimiter) {
        index += 1;
      }
      index += 1;
    }
  }
  return commands;
}

/** Short options of curl that take an argument. */
const SHORT_WITH_ARGUMENT = new Set('dFHuoXTwDbcAemxEKrzUCYytQP'.split(''));

/** Long options of curl that take an argument (the common ones; others are read as flags). */
const LONG_WITH_ARGUMENT = new Set([
  'data',
  'data-ascii',
  'data-binary',
  'data-raw',
  'data-urlencode',
  'json',
  'form',
  'form-string',
  'header',
  'proxy-header',
  'user',
  'output',
  'request',
  'upload-file',
  'write-out',
  'dump-header',
  'cookie',
  'cookie-jar',
  'user-agent',
  'referer',
  'max-time',
  'connect-timeout',
  'cacert',
  'capath',
  'cert',
  'cert-type',
  'key',
  'key-type',
  'pass',
  'proxy',
  'proxy-user',
  'retry',
  'retry-delay',
  'retry-max-time',
  'config',
  'url',
  'url-query',
  'range',
  'time-cond',
  'resolve',
  'connect-to',
  'limit-rate',
  'output-dir',
  'oauth2-bearer',
  'continue-at',
  'speed-limit',
  'speed-time',
  'interface',
  'max-filesize',
  'max-redirs',
  'noproxy',
  'ciphers',
  'trace',
  'trace-ascii',
  'stderr',
  'unix-socket',
  'aws-sigv4',
  'variable',
  'expect100-timeout',
  'keepalive-time',
  'dns-servers',
  'local-port',
  'create-file-mode',
  'happy-eyeballs-timeout-ms',
  'netrc-file',
  'quote',
]);

const DATA_OPTIONS = new Set([
  'd',
  'F',
  'data',
  'data-ascii',
  'data-binary',
  'data-raw',
  'data-urlencode',
  'json',
  'form',
  'form-string',
]);

export interface CurlRequest {
  /** The HTTP method curl sends. */
  method: string;
  /** True when the method was given with -X or --request. */
  explicitMethod: boolean;
  url: string;
  /** The URL path: no scheme, host, query or fragment. */
  path: string;
}

/**
 * Reads the method and URL of a curl command (`words[0]` is `curl`). The method is the -X or
 * --request value; otherwise HEAD for -I, GET for -G, PUT for -T (as curl does for HTTP), POST when
 * a body is given (-d, --data*, --json, -F, --form*), else GET. Returns an error message when the
 * command has no URL.
 */
export function parseCurl(words: readonly string[]): CurlRequest | string {
  let method: string | undefined;
  let head = false;
  let get = false;
  let upload = false;
  let body = false;
  const urls: string[] = [];
  const option = (name: string, value: string | undefined): void => {
    if (name === 'X' || name === 'request') {
      method = value;
    } else if (name === 'I' || name === 'head') {
      head = true;
    } else if (name === 'G' || name === 'get') {
      get = true;
    } else if (name === 'T' || name === 'upload-file') {
      upload = true;
    } else if (DATA_OPTIONS.has(name)) {
      body = true;
    } else if (name === 'url' && value !== undefined) {
      urls.push(value);
    }
  };
  let index = 1;
  let optionsEnded = false;
  while (index < words.length) {
    const word = words[index] ?? '';
    index += 1;
    if (optionsEnded || !word.startsWith('-') || word === '-') {
      urls.push(word);
    } else if (word === '--') {
      optionsEnded = true;
    } else if (word.startsWith('--')) {
      const name = word.slice(2);
      if (LONG_WITH_ARGUMENT.has(name)) {
        option(name, words[index]);
        index += 1;
      } else {
        option(name, undefined);
      }
    } else {
      for (let letter = 1; letter < word.length; letter += 1) {
        const name = word[letter] ?? '';
        if (SHORT_WITH_ARGUMENT.has(name)) {
          const attached = word.slice(letter + 1);
          if (attached !== '') {
            option(name, attached);
          } else {
            option(name, words[index]);
            index += 1;
          }
          break;
        }
        option(name, undefined);
      }
    }
  }
  const url = urls[0];
  if (url === undefined) {
    return 'curl command without a URL';
  }
  const resolved = method ?? (head ? 'HEAD' : get ? 'GET' : upload ? 'PUT' : body ? 'POST' : 'GET');
  return {method: resolved, explicitMethod: method !== undefined, url, path: urlPath(url)};
}

/** The path of a URL: scheme, host (or a leading shell variable standing for it), query and fragment removed. */
export function urlPath(url: string): string {
  let rest = url.replace(/[?#].*$/s, '');
  const scheme = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/]*/.exec(rest);
  if (scheme !== null) {
    rest = rest.slice(scheme[0].length);
  } else if (/^\$(\{[A-Za-z_][A-Za-z0-9_]*\}|[A-Za-z_][A-Za-z0-9_]*)/.test(rest)) {
    rest = rest.replace(/^\$(\{[A-Za-z_][A-Za-z0-9_]*\}|[A-Za-z_][A-Za-z0-9_]*)/, '');
  } else if (!rest.startsWith('/')) {
    const slash = rest.indexOf('/');
    rest = slash === -1 ? '' : rest.slice(slash);
  }
  if (!rest.startsWith('/')) {
    rest = `/${rest}`;
  }
  return rest.length > 1 ? rest.replace(/\/+$/, '') : rest;
}

/** Hosts that stand for the ATSD server in examples; other hosts are third-party downloads. */
export function isAtsdUrl(url: string): boolean {
  const host = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/(?:[^@/]*@)?([^/:?#]*)/.exec(url)?.[1];
  if (host === undefined) {
    return true;
  }
  return /atsd/i.test(host) || host.startsWith('$') || ['localhost', '127.0.0.1', '[::1]'].includes(host);
}

/** A simple `NAME=value` (or `export NAME=value`) command: the variable and its value. */
export function assignment(words: readonly string[]): [string, string] | undefined {
  const rest = words[0] === 'export' ? words.slice(1) : words;
  const match = rest.length === 1 ? /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/s.exec(rest[0] ?? '') : null;
  return match?.[1] === undefined ? undefined : [match[1], match[2] ?? ''];
}

/** Replaces `$NAME` and `${NAME}` by the values in `variables`; unknown variables stay. */
export function expandVariables(text: string, variables: ReadonlyMap<string, string>): string {
  return text.replace(
    /\$(?:\{([A-Za-z_][A-Za-z0-9_]*)\}|([A-Za-z_][A-Za-z0-9_]*))/g,
    (whole, braced: string | undefined, bare: string | undefined) => variables.get(braced ?? bare ?? '') ?? whole,
  );
}
