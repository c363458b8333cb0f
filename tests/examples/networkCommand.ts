/**
 * A parser for one line of the Network API, built from the syntax that docs/api/network/*.md
 * documents: the command pages (series, property, message, entity, metric, ping, time, version,
 * exit) and the shared rules of base-abnf.md.
 *
 * - A line is a command name followed by fields separated by one or more spaces, in any order.
 *   The word `debug` may precede the command (README.md, Troubleshooting).
 * - A field is `prefix:value` or, for the fields that carry pairs, `prefix:name=value`.
 * - A name or value holds SAFE-CHARs only (printable, no space, `"` or `=`) unless it is quoted;
 *   inside quotes `""` stands for one `"`. A quoted name cannot contain spaces.
 * - Typed values (numbers, dates, integers, booleans, time zones, enumerations) are not quoted,
 *   except `""` where the page allows an empty value and `"true"`/`"false"` for booleans.
 */

export type ValueRule =
  | {kind: 'name'}
  | {kind: 'text'; empty: boolean}
  | {kind: 'number'}
  | {kind: 'real'; empty: boolean}
  | {kind: 'iso-date'}
  | {kind: 'positive-integer'; empty: boolean}
  | {kind: 'epoch'; unit: 's' | 'ms'}
  | {kind: 'boolean'}
  | {kind: 'timezone'; empty: boolean}
  | {kind: 'enum'; values: readonly string[]; empty: boolean};

export interface FieldSpec {
  /** True for `prefix:name=value` fields. */
  pair: boolean;
  value: ValueRule;
  multiple: boolean;
}

export interface CommandSpec {
  fields: Readonly<Record<string, FieldSpec>>;
  /** Fields that must be present. */
  required: readonly string[];
  /** Groups of fields of which at least one must be present. */
  anyOf: readonly (readonly string[])[];
  /** Groups of fields of which at most one may be present. */
  atMostOne: readonly (readonly string[])[];
  /** Further rules a page states in prose; returns an error message or undefined. */
  extra?: (fields: readonly ParsedField[]) => string | undefined;
}

export interface ParsedValue {
  text: string;
  quoted: boolean;
}

export interface ParsedField {
  prefix: string;
  /** The name of a `name=value` field. */
  name?: ParsedValue;
  value: ParsedValue;
}

export interface NetworkCommand {
  command: string;
  debug: boolean;
  fields: ParsedField[];
}

export type NetworkVerdict = {ok: true; command: NetworkCommand} | {ok: false; message: string};

const NAME: ValueRule = {kind: 'name'};
const TEXT: ValueRule = {kind: 'text', empty: false};
const TEXT_OR_EMPTY: ValueRule = {kind: 'text', empty: true};
const BOOLEAN: ValueRule = {kind: 'boolean'};

const single = (value: ValueRule): FieldSpec => ({pair: false, value, multiple: false});
const pairs = (value: ValueRule): FieldSpec => ({pair: true, value, multiple: true});

/** `d:`, `s:` and `ms:`, shared by series, property and message. */
const TIME_FIELDS: Record<string, FieldSpec> = {
  d: single({kind: 'iso-date'}),
  s: single({kind: 'epoch', unit: 's'}),
  ms: single({kind: 'epoch', unit: 'ms'}),
};

const INTERPOLATION: ValueRule = {kind: 'enum', values: ['linear', 'previous'], empty: true};

/** Severity codes and names of message.md, Special Tags. */
export const SEVERITIES: readonly string[] = [
  '0',
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  'undefined',
  'unknown',
  'normal',
  'info',
  'warning',
  'warn',
  'minor',
  'major',
  'critical',
  'error',
  'fatal',
];

const NO_FIELDS: CommandSpec = {fields: {}, required: [], anyOf: [], atMostOne: []};

export const COMMANDS: Readonly<Record<string, CommandSpec>> = {
  series: {
    fields: {
      e: single(NAME),
      m: pairs({kind: 'number'}),
      x: pairs(TEXT_OR_EMPTY),
      t: pairs(TEXT),
      a: single(BOOLEAN),
      ...TIME_FIELDS,
    },
    required: ['e'],
    anyOf: [['m', 'x']],
    atMostOne: [['d', 's', 'ms']],
  },
  property: {
    fields: {
      e: single(NAME),
      t: single(NAME),
      k: pairs(TEXT),
      v: pairs(TEXT_OR_EMPTY),
      p: single(BOOLEAN),
      ...TIME_FIELDS,
    },
    required: ['e', 't', 'v'],
    anyOf: [],
    atMostOne: [['d', 's', 'ms']],
    extra: (fields) =>
      fields.some((field) => field.prefix === 'v' && field.value.text !== '')
        ? undefined
        : 'property needs at least one v: tag with a non-empty value',
  },
  message: {
    fields: {
      e: single(NAME),
      t: pairs(TEXT),
      m: single(TEXT),
      p: single(BOOLEAN),
      ...TIME_FIELDS,
    },
    required: ['e'],
    anyOf: [['m', 't']],
    atMostOne: [['d', 's', 'ms']],
    extra: (fields) => {
      for (const field of fields) {
        if (field.prefix === 't' && field.name?.text.toLowerCase() === 'severity') {
          const severity = field.value;
          if (severity.quoted || !SEVERITIES.includes(severity.text.toLowerCase())) {
            return `t:severity=${severity.text} is not a severity code (0-7) or name`;
          }
        }
      }
      return undefined;
    },
  },
  entity: {
    fields: {
      e: single(NAME),
      b: single(BOOLEAN),
      l: single(TEXT_OR_EMPTY),
      i: single(INTERPOLATION),
      z: single({kind: 'timezone', empty: true}),
      t: pairs(TEXT_OR_EMPTY),
    },
    required: ['e'],
    anyOf: [],
    atMostOne: [],
  },
  metric: {
    fields: {
      m: single(NAME),
      b: single(BOOLEAN),
      l: single(TEXT_OR_EMPTY),
      u: single(TEXT_OR_EMPTY),
      d: single(TEXT_OR_EMPTY),
      p: single({kind: 'enum', values: ['short', 'integer', 'long', 'float', 'double', 'decimal'], empty: false}),
      i: single(INTERPOLATION),
      f: single(TEXT_OR_EMPTY),
      z: single({kind: 'timezone', empty: true}),
      v: single(BOOLEAN),
      a: single({
        kind: 'enum',
        values: ['none', 'discard', 'transform', 'raise_error', 'set_version_status'],
        empty: false,
      }),
      pe: single(BOOLEAN),
      rd: single({kind: 'positive-integer', empty: true}),
      min: single({kind: 'real', empty: true}),
      max: single({kind: 'real', empty: true}),
      t: pairs(TEXT_OR_EMPTY),
    },
    required: ['m'],
    anyOf: [],
    atMostOne: [],
  },
  ping: NO_FIELDS,
  time: NO_FIELDS,
  version: NO_FIELDS,
  exit: NO_FIELDS,
};

/** Parses and validates one Network API command line. */
export function parseNetworkCommand(input: string): NetworkVerdict {
  const line = input.replace(/[ \r]+$/, '');
  if (line === '') {
    return {ok: false, message: 'empty line'};
  }
  if (/^\s/.test(line)) {
    return {ok: false, message: 'a command starts at the beginning of the line'};
  }
  let rest = line;
  let debug = false;
  if (/^debug /i.test(rest)) {
    debug = true;
    rest = rest.slice('debug '.length).replace(/^ +/, '');
  }
  const word = /^[^ ]+/.exec(rest)?.[0] ?? '';
  const command = word.toLowerCase();
  const spec = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
  if (spec === undefined) {
    return {ok: false, message: `unknown command ${JSON.stringify(word)}`};
  }
  const parsed = parseFields(rest.slice(word.length), spec);
  if (typeof parsed === 'string') {
    return {ok: false, message: `${command}: ${parsed}`};
  }
  const problem = checkPresence(parsed, spec) ?? spec.extra?.(parsed);
  if (problem !== undefined) {
    return {ok: false, message: `${command}: ${problem}`};
  }
  return {ok: true, command: {command, debug, fields: parsed}};
}

/** Parses the fields after the command name; returns an error message on failure. */
function parseFields(text: string, spec: CommandSpec): ParsedField[] | string {
  const fields: ParsedField[] = [];
  let position = 0;
  while (position < text.length) {
    if (text[position] !== ' ') {
      return `expected a space before ${JSON.stringify(text.slice(position, position + 20))}`;
    }
    while (text[position] === ' ') {
      position += 1;
    }
    if (position >= text.length) {
      break;
    }
    const prefixMatch = /^([A-Za-z]+):/.exec(text.slice(position));
    if (prefixMatch?.[1] === undefined) {
      const token = /^[^ ]*/.exec(text.slice(position))?.[0] ?? '';
      return `${JSON.stringify(token)} is not a prefix:value field`;
    }
    const prefix = prefixMatch[1].toLowerCase();
    const fieldSpec = Object.hasOwn(spec.fields, prefix) ? spec.fields[prefix] : undefined;
    if (fieldSpec === undefined) {
      return `unknown field ${prefixMatch[1]}:`;
    }
    position += prefixMatch[0].length;
    let name: ParsedValue | undefined;
    if (fieldSpec.pair) {
      const nameToken = readToken(text, position, 'name');
      if (typeof nameToken === 'string') {
        return `${prefix}: ${nameToken}`;
      }
      if (text[nameToken.end] !== '=') {
        return `${prefix}: expected name=value after ${prefix}:${text.slice(position, nameToken.end)}`;
      }
      name = nameToken.value;
      position = nameToken.end + 1;
    }
    const valueToken = readToken(text, position, 'value');
    if (typeof valueToken === 'string') {
      return `${prefix}:${name === undefined ? '' : `${name.text}=`} ${valueToken}`;
    }
    position = valueToken.end;
    const label = `${prefix}:${name === undefined ? '' : `${name.text}=`}${valueToken.value.quoted ? `"${valueToken.value.text}"` : valueToken.value.text}`;
    const problem = checkValue(valueToken.value, fieldSpec.value);
    if (problem !== undefined) {
      return `${label} ${problem}`;
    }
    if (!fieldSpec.multiple && fields.some((field) => field.prefix === prefix)) {
      return `field ${prefix}: appears more than once`;
    }
    fields.push(name === undefined ? {prefix, value: valueToken.value} : {prefix, name, value: valueToken.value});
  }
  return fields;
}

function checkPresence(fields: readonly ParsedField[], spec: CommandSpec): string | undefined {
  const present = new Set(fields.map((field) => field.prefix));
  for (const required of spec.required) {
    if (!present.has(required)) {
      return `required field ${required}: is missing`;
    }
  }
  for (const group of spec.anyOf) {
    if (!group.some((prefix) => present.has(prefix))) {
      return `needs at least one of ${group.map((prefix) => `${prefix}:`).join(', ')}`;
    }
  }
  for (const group of spec.atMostOne) {
    const given = group.filter((prefix) => present.has(prefix));
    if (given.length > 1) {
      return `use at most one of ${given.map((prefix) => `${prefix}:`).join(', ')}`;
    }
  }
  return undefined;
}

interface Token {
  value: ParsedValue;
  end: number;
}

/**
 * Reads a NAME (ends at `=`) or a VALUE (ends at a space or the end of the line), quoted or not.
 * Returns an error message when the text breaks the quoting rules.
 */
function readToken(text: string, start: number, role: 'name' | 'value'): Token | string {
  if (text[start] === '"') {
    let position = start + 1;
    let content = '';
    for (;;) {
      if (position >= text.length) {
        return `unbalanced quotes: ${text.slice(start, start + 30)}`;
      }
      const char = text[position] ?? '';
      if (char === '"') {
        if (text[position + 1] === '"') {
          content += '"';
          position += 2;
          continue;
        }
        position += 1;
        break;
      }
      content += char;
      position += 1;
    }
    if (role === 'name' && content === '') {
      return 'empty name';
    }
    if (!isTokenEnd(text, position, role)) {
      return `unexpected ${JSON.stringify(text[position])} after a closing quote`;
    }
    for (const char of content) {
      if (!isSafeChar(char) && char !== '=' && char !== '"' && !(role === 'value' && (char === ' ' || char === '\t'))) {
        return `${role} contains ${describeChar(char)}`;
      }
    }
    return {value: {text: content, quoted: true}, end: position};
  }
  let position = start;
  let content = '';
  while (position < text.length && text[position] !== ' ' && !(role === 'name' && text[position] === '=')) {
    content += text[position] ?? '';
    position += 1;
  }
  if (content === '') {
    return `empty ${role}`;
  }
  for (const char of content) {
    if (char === '"') {
      return `a ${role} that contains a double quote must be quoted, with the quote doubled`;
    }
    if (char === '=') {
      return `a value that contains "=" must be quoted`;
    }
    if (!isSafeChar(char)) {
      return `${role} contains ${describeChar(char)}`;
    }
  }
  return {value: {text: content, quoted: false}, end: position};
}

function isTokenEnd(text: string, position: number, role: 'name' | 'value'): boolean {
  return role === 'name' ? text[position] === '=' : position >= text.length || text[position] === ' ';
}

/** SAFE-CHAR of base-abnf.md: printable ASCII except space, `"` and `=`, plus WIDE-CHAR. */
export function isSafeChar(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    code === 0x21 ||
    (code >= 0x23 && code <= 0x3c) ||
    (code >= 0x3e && code <= 0x7e) ||
    (code >= 0x80 && code <= 0x17f) ||
    (code >= 0x370 && code <= 0x52f) ||
    (code >= 0x4e00 && code <= 0x9fff)
  );
}

function describeChar(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  return `the character U+${code.toString(16).toUpperCase().padStart(4, '0')}, which names and values may not hold`;
}

/** NUMBER of base-abnf.md: a real number or the case-sensitive literal NaN. */
export function isNumber(text: string): boolean {
  return text === 'NaN' || isReal(text);
}

/** REAL of base-abnf.md. */
export function isReal(text: string): boolean {
  return /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/.test(text);
}

/** POSITIVE-INTEGER of base-abnf.md. */
export function isPositiveInteger(text: string): boolean {
  return /^[1-9]\d*$/.test(text);
}

/** The stored time range of README.md, Date Field, in milliseconds. */
export const MAX_TIME_MS = 4294969199999;

/** ISO-DATE of base-abnf.md: returns the instant in Unix milliseconds, or undefined when invalid. */
export function parseIsoDate(text: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(?:(Z)|([+-])(\d{2}):?(\d{2}))$/.exec(
    text,
  );
  if (match === null) {
    return undefined;
  }
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const fraction = match[7] ?? '';
  const zoneHour = Number(match[10] ?? 0);
  const zoneMinute = Number(match[11] ?? 0);
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (
    month < 1 ||
    month > 12 ||
    day < 1 ||
    day > daysInMonth ||
    hour > 23 ||
    minute > 59 ||
    second > 59 ||
    zoneHour > 23 ||
    zoneMinute > 59
  ) {
    return undefined;
  }
  const offset = (match[9] === '-' ? -1 : 1) * (zoneHour * 60 + zoneMinute) * 60000;
  const millis = fraction === '' ? 0 : Math.floor(Number(`0.${fraction}`) * 1000);
  return Date.UTC(year, month - 1, day, hour, minute, second, millis) - offset;
}

/** Checks a value against its rule; returns the problem, or undefined when it is valid. */
function checkValue(value: ParsedValue, rule: ValueRule): string | undefined {
  const empty = value.quoted && value.text === '';
  if (empty) {
    return 'empty' in rule && rule.empty ? undefined : 'may not be empty here';
  }
  switch (rule.kind) {
    case 'name':
      return value.text.includes(' ') ? 'is a name and may not contain spaces' : undefined;
    case 'text':
      return undefined;
    case 'boolean':
      return /^(true|false)$/i.test(value.text) ? undefined : 'is not a boolean (true or false)';
    default:
      break;
  }
  if (value.quoted) {
    return 'must not be quoted';
  }
  switch (rule.kind) {
    case 'number':
      return isNumber(value.text) ? undefined : 'is not a number (period as decimal separator, or NaN)';
    case 'real':
      return isReal(value.text) ? undefined : 'is not a number';
    case 'positive-integer':
      return isPositiveInteger(value.text) ? undefined : 'is not a positive integer';
    case 'epoch': {
      if (!isPositiveInteger(value.text)) {
        return 'is not a positive integer';
      }
      const millis = Number(value.text) * (rule.unit === 's' ? 1000 : 1);
      return millis > MAX_TIME_MS ? 'is outside the stored time range 1970-01-01 to 2106-02-07' : undefined;
    }
    case 'iso-date': {
      const millis = parseIsoDate(value.text);
      if (millis === undefined) {
        return 'is not an ISO 8601 date with T, seconds and a zone (yyyy-MM-ddTHH:mm:ss[.S]Z or ±hh[:]mm)';
      }
      return millis < 0 || millis > MAX_TIME_MS
        ? 'is outside the stored time range 1970-01-01 to 2106-02-07'
        : undefined;
    }
    case 'timezone':
      return /^[A-Za-z][A-Za-z0-9/_+-]*$/.test(value.text) ? undefined : 'is not a time zone identifier';
    case 'enum':
      return rule.values.includes(value.text.toLowerCase()) ? undefined : `is not one of ${rule.values.join(', ')}`;
  }
}
