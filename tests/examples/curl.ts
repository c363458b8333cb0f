/**
 * curl commands in shell examples: the shell word splitting needed to read them, and the HTTP
 * method and URL path that a command requests.
 */

export interface ShellCommand {
  /** 0-based line within the block where the command starts. */
  line: number;
  /** The words of the command after quote removal. */
  words: string[];
}

/** Operators that end a simple command. */
const SEPARATORS = new Set(['|', '||', '&&', ';', '&', '|&']);

interface Word {
  text: string;
  /** True for an unquoted operator such as `|` or `&&`. */
  operator: boolean;
}

/**
 * The simple commands of a shell script, split at `|`, `&&`, `||`, `;` and `&`. Backslash line
 * continuations and quoted strings that span lines are joined; here-document bodies and comments
 * are skipped. Quoting follows bash: '...', "..." (with \\ escapes and $(...) inside), $'...'.
 */
export function shellCommands(lines: readonly string[]): ShellCommand[] {
  const commands: ShellCommand[] = [];
  let index = 0;
  while (index < lines.length) {
    const start = index;
    let text = lines[index] ?? '';
    index += 1;
    let scan = splitWords(text);
    while (scan.incomplete && index < lines.length) {
      text += `\n${lines[index] ?? ''}`;
      index += 1;
      scan = splitWords(text);
    }
    let current: string[] = [];
    for (const word of scan.words) {
      if (word.operator && SEPARATORS.has(word.text)) {
        if (current.length > 0) {
          commands.push({line: start, words: current});
        }
        current = [];
      } else if (!word.operator) {
        current.push(word.text);
      }
    }
    if (current.length > 0) {
      commands.push({line: start, words: current});
    }
    for (const delimiter of scan.heredocs) {
      while (index < lines.length && (lines[index] ?? '').replace(/^\t+/, '') !== delimiter) {
        index += 1;
      }
      index += 1;
    }
  }
  return commands;
}

interface WordScan {
  words: Word[];
  /** True when the text ends inside quotes or with a line-continuation backslash. */
  incomplete: boolean;
  /** Delimiters of here-documents opened on this line, in order. */
  heredocs: string[];
}

function splitWords(text: string): WordScan {
  const words: Word[] = [];
  const heredocs: string[] = [];
  let word = '';
  let inWord = false;
  let position = 0;
  const finish = (): void => {
    if (inWord) {
      words.push({text: word, operator: false});
    }
    word = '';
    inWord = false;
  };
  while (position < text.length) {
    const char = text[position] ?? '';
    if (char === ' ' || char === '\t' || char === '\n') {
      finish();
      position += 1;
    } else if (char === '#' && !inWord) {
      const newline = text.indexOf('\n', position);
      position = newline === -1 ? text.length : newline;
    } else if (char === '\\') {
      if (position + 1 >= text.length) {
        return {words, incomplete: true, heredocs};
      }
      if (text[position + 1] !== '\n') {
        word += text[position + 1] ?? '';
        inWord = true;
      }
      position += 2;
    } else if (char === "'") {
      const close = text.indexOf("'", position + 1);
      if (close === -1) {
        return {words, incomplete: true, heredocs};
      }
      word += text.slice(position + 1, close);
      inWord = true;
      position = close + 1;
    } else if (char === '$' && text[position + 1] === "'") {
      const scanned = ansiCString(text, position + 2);
      if (scanned === undefined) {
        return {words, incomplete: true, heredocs};
      }
      word += scanned.value;
      inWord = true;
      position = scanned.end;
    } else if (char === '"') {
      const scanned = doubleQuoted(text, position + 1);
      if (scanned === undefined) {
        return {words, incomplete: true, heredocs};
      }
      word += scanned.value;
      inWord = true;
      position = scanned.end;
    } else if (char === '$' && text[position + 1] === '(') {
      const end = substitutionEnd(text, position + 2);
      if (end === undefined) {
        return {words, incomplete: true, heredocs};
      }
      word += text.slice(position, end);
      inWord = true;
      position = end;
    } else if ('|&;<>'.includes(char)) {
      finish();
      const operator = /^(<<-?|\|\||&&|\|&|>>|[|&;<>])/.exec(text.slice(position))?.[0] ?? char;
      position += operator.length;
      if (operator.startsWith('<<')) {
        const delimiter = /^[ \t]*(?:'([^']+)'|"([^"]+)"|([A-Za-z0-9_]+))/.exec(text.slice(position));
        if (delimiter !== null) {
          heredocs.push(delimiter[1] ?? delimiter[2] ?? delimiter[3] ?? '');
          position += delimiter[0].length;
        }
      }
      words.push({text: operator, operator: true});
    } else {
      word += char;
      inWord = true;
      position += 1;
    }
  }
  finish();
  return {words, incomplete: false, heredocs};
}

/** Reads a "..." string from just after its opening quote. */
function doubleQuoted(text: string, start: number): {value: string; end: number} | undefined {
  let value = '';
  let position = start;
  while (position < text.length) {
    const char = text[position] ?? '';
    if (char === '"') {
      return {value, end: position + 1};
    }
    if (char === '\\' && position + 1 < text.length) {
      const next = text[position + 1] ?? '';
      if ('"\\$`'.includes(next)) {
        value += next;
      } else if (next !== '\n') {
        value += char + next;
      }
      position += 2;
    } else if (char === '$' && text[position + 1] === '(') {
      const end = substitutionEnd(text, position + 2);
      if (end === undefined) {
        return undefined;
      }
      value += text.slice(position, end);
      position = end;
    } else {
      value += char;
      position += 1;
    }
  }
  return undefined;
}

/** Reads a $'...' string from just after its opening quote. */
function ansiCString(text: string, start: number): {value: string; end: number} | undefined {
  const escapes: Record<string, string> = {
    n: '\n',
    t: '\t',
    r: '\r',
    '\\': '\\',
    "'": "'",
    '"': '"',
    a: '\x07',
    e: '\x1b',
  };
  let value = '';
  let position = start;
  while (position < text.length) {
    const char = text[position] ?? '';
    if (char === "'") {
      return {value, end: position + 1};
    }
    if (char === '\\' && position + 1 < text.length) {
      const next = text[position + 1] ?? '';
      value += escapes[next] ?? char + next;
      position += 2;
    } else {
      value += char;
      position += 1;
    }
  }
  return undefined;
}

/** The index after the `)` that closes a $( substitution whose body starts at `start`. */
function substitutionEnd(text: string, start: number): number | undefined {
  let depth = 1;
  let position = start;
  while (position < text.length) {
    const char = text[position] ?? '';
    if (char === '\\') {
      position += 2;
    } else if (char === "'") {
      const close = text.indexOf("'", position + 1);
      if (close === -1) {
        return undefined;
      }
      position = close + 1;
    } else if (char === '"') {
      const scanned = doubleQuoted(text, position + 1);
      if (scanned === undefined) {
        return undefined;
      }
      position = scanned.end;
    } else {
      if (char === '(') {
        depth += 1;
      } else if (char === ')') {
        depth -= 1;
        if (depth === 0) {
          return position + 1;
        }
      }
      position += 1;
    }
  }
  return undefined;
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
