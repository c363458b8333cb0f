/**
 * ```bash, ```sh and ```shell blocks: each must be a script that `bash -n` accepts, once prompts and
 * output lines are removed; `docker run` may use only options Docker accepts; `systemctl`, `service`,
 * `apt-get`, `yum` and `zypper` must name a subcommand that exists.
 */
import {spawnSync} from 'node:child_process';
import {shellCommands} from './curl';

export interface ShellProblem {
  /** 0-based line within the block. */
  line: number;
  message: string;
}

/**
 * `docker run` options as `docker run --help` of Docker 28.2 prints them: long name, short name,
 * and whether the option takes a value. `--net` and `--net-alias` are the hidden older spellings of
 * `--network` and `--network-alias`, which Docker still accepts.
 */
const DOCKER_RUN_OPTIONS: ReadonlyArray<[long: string, short: string | undefined, takesValue: boolean]> = [
  ['add-host', undefined, true],
  ['annotation', undefined, true],
  ['attach', 'a', true],
  ['blkio-weight', undefined, true],
  ['blkio-weight-device', undefined, true],
  ['cap-add', undefined, true],
  ['cap-drop', undefined, true],
  ['cgroup-parent', undefined, true],
  ['cgroupns', undefined, true],
  ['cidfile', undefined, true],
  ['cpu-count', undefined, true],
  ['cpu-percent', undefined, true],
  ['cpu-period', undefined, true],
  ['cpu-quota', undefined, true],
  ['cpu-rt-period', undefined, true],
  ['cpu-rt-runtime', undefined, true],
  ['cpu-shares', 'c', true],
  ['cpus', undefined, true],
  ['cpuset-cpus', undefined, true],
  ['cpuset-mems', undefined, true],
  ['detach', 'd', false],
  ['detach-keys', undefined, true],
  ['device', undefined, true],
  ['device-cgroup-rule', undefined, true],
  ['device-read-bps', undefined, true],
  ['device-read-iops', undefined, true],
  ['device-write-bps', undefined, true],
  ['device-write-iops', undefined, true],
  ['disable-content-trust', undefined, false],
  ['dns', undefined, true],
  ['dns-option', undefined, true],
  ['dns-search', undefined, true],
  ['domainname', undefined, true],
  ['entrypoint', undefined, true],
  ['env', 'e', true],
  ['env-file', undefined, true],
  ['expose', undefined, true],
  ['gpus', undefined, true],
  ['group-add', undefined, true],
  ['health-cmd', undefined, true],
  ['health-interval', undefined, true],
  ['health-retries', undefined, true],
  ['health-start-interval', undefined, true],
  ['health-start-period', undefined, true],
  ['health-timeout', undefined, true],
  ['help', undefined, false],
  ['hostname', 'h', true],
  ['init', undefined, false],
  ['interactive', 'i', false],
  ['io-maxbandwidth', undefined, true],
  ['io-maxiops', undefined, true],
  ['ip', undefined, true],
  ['ip6', undefined, true],
  ['ipc', undefined, true],
  ['isolation', undefined, true],
  ['kernel-memory', undefined, true],
  ['label', 'l', true],
  ['label-file', undefined, true],
  ['link', undefined, true],
  ['link-local-ip', undefined, true],
  ['log-driver', undefined, true],
  ['log-opt', undefined, true],
  ['mac-address', undefined, true],
  ['memory', 'm', true],
  ['memory-reservation', undefined, true],
  ['memory-swap', undefined, true],
  ['memory-swappiness', undefined, true],
  ['mount', undefined, true],
  ['name', undefined, true],
  ['network', undefined, true],
  ['network-alias', undefined, true],
  ['no-healthcheck', undefined, false],
  ['oom-kill-disable', undefined, false],
  ['oom-score-adj', undefined, true],
  ['pid', undefined, true],
  ['pids-limit', undefined, true],
  ['platform', undefined, true],
  ['privileged', undefined, false],
  ['publish', 'p', true],
  ['publish-all', 'P', false],
  ['pull', undefined, true],
  ['quiet', 'q', false],
  ['read-only', undefined, false],
  ['restart', undefined, true],
  ['rm', undefined, false],
  ['runtime', undefined, true],
  ['security-opt', undefined, true],
  ['shm-size', undefined, true],
  ['sig-proxy', undefined, false],
  ['stop-signal', undefined, true],
  ['stop-timeout', undefined, true],
  ['storage-opt', undefined, true],
  ['sysctl', undefined, true],
  ['tmpfs', undefined, true],
  ['tty', 't', false],
  ['ulimit', undefined, true],
  ['use-api-socket', undefined, false],
  ['user', 'u', true],
  ['userns', undefined, true],
  ['uts', undefined, true],
  ['volume', 'v', true],
  ['volume-driver', undefined, true],
  ['volumes-from', undefined, true],
  ['workdir', 'w', true],
  ['net', undefined, true],
  ['net-alias', undefined, true],
];

const DOCKER_LONG = new Map(DOCKER_RUN_OPTIONS.map(([long, , value]) => [long, value]));
const DOCKER_SHORT = new Map(
  DOCKER_RUN_OPTIONS.filter(([, short]) => short).map(([, short, value]) => [short!, value]),
);

/** Subcommands, from each tool's manual page (systemctl(1), apt-get(8), yum(8), zypper(8), service(8)). */
const SUBCOMMANDS: Readonly<Record<string, ReadonlySet<string>>> = {
  systemctl: new Set([
    'list-units',
    'list-automounts',
    'list-paths',
    'list-sockets',
    'list-timers',
    'is-active',
    'is-failed',
    'status',
    'show',
    'cat',
    'help',
    'list-dependencies',
    'start',
    'stop',
    'reload',
    'restart',
    'try-restart',
    'reload-or-restart',
    'try-reload-or-restart',
    'isolate',
    'kill',
    'clean',
    'freeze',
    'thaw',
    'set-property',
    'bind',
    'mount-image',
    'service-log-level',
    'service-log-target',
    'reset-failed',
    'list-unit-files',
    'enable',
    'disable',
    'reenable',
    'preset',
    'preset-all',
    'is-enabled',
    'mask',
    'unmask',
    'link',
    'revert',
    'add-wants',
    'add-requires',
    'edit',
    'get-default',
    'set-default',
    'list-machines',
    'list-jobs',
    'cancel',
    'show-environment',
    'set-environment',
    'unset-environment',
    'import-environment',
    'daemon-reload',
    'daemon-reexec',
    'log-level',
    'log-target',
    'service-watchdogs',
    'is-system-running',
    'default',
    'rescue',
    'emergency',
    'halt',
    'poweroff',
    'reboot',
    'kexec',
    'exit',
    'switch-root',
    'suspend',
    'hibernate',
    'hybrid-sleep',
    'suspend-then-hibernate',
  ]),
  'apt-get': new Set([
    'update',
    'upgrade',
    'dselect-upgrade',
    'dist-upgrade',
    'install',
    'reinstall',
    'remove',
    'purge',
    'source',
    'build-dep',
    'satisfy',
    'check',
    'download',
    'clean',
    'autoclean',
    'auto-clean',
    'autoremove',
    'auto-remove',
    'changelog',
    'indextargets',
  ]),
  yum: new Set([
    'install',
    'update',
    'update-to',
    'update-minimal',
    'check-update',
    'upgrade',
    'upgrade-to',
    'distribution-synchronization',
    'distro-sync',
    'remove',
    'erase',
    'autoremove',
    'list',
    'info',
    'provides',
    'whatprovides',
    'clean',
    'makecache',
    'groups',
    'group',
    'groupinstall',
    'groupupdate',
    'grouplist',
    'groupremove',
    'groupinfo',
    'search',
    'shell',
    'resolvedep',
    'localinstall',
    'localupdate',
    'reinstall',
    'downgrade',
    'deplist',
    'repolist',
    'repoinfo',
    'repository-packages',
    'version',
    'history',
    'load-transaction',
    'updateinfo',
    'fssnapshot',
    'fs',
    'check',
    'help',
    'config-manager',
    'module',
    'repoquery',
  ]),
  zypper: new Set([
    'help',
    'shell',
    'sh',
    'repos',
    'lr',
    'addrepo',
    'ar',
    'removerepo',
    'rr',
    'renamerepo',
    'nr',
    'modifyrepo',
    'mr',
    'refresh',
    'ref',
    'clean',
    'cc',
    'services',
    'ls',
    'addservice',
    'as',
    'modifyservice',
    'ms',
    'removeservice',
    'rs',
    'refresh-services',
    'refs',
    'install',
    'in',
    'remove',
    'rm',
    'verify',
    've',
    'source-install',
    'si',
    'install-new-recommends',
    'inr',
    'update',
    'up',
    'list-updates',
    'lu',
    'patch',
    'list-patches',
    'lp',
    'dist-upgrade',
    'dup',
    'patch-check',
    'pchk',
    'search',
    'se',
    'info',
    'if',
    'patch-info',
    'pattern-info',
    'product-info',
    'patches',
    'pch',
    'packages',
    'pa',
    'patterns',
    'pt',
    'products',
    'pd',
    'what-provides',
    'wp',
    'addlock',
    'al',
    'removelock',
    'rl',
    'locks',
    'll',
    'cleanlocks',
    'cl',
    'versioncmp',
    'vcmp',
    'targetos',
    'tos',
    'licenses',
    'download',
    'source-download',
    'purge-kernels',
    'ps',
    'needs-rebooting',
  ]),
  // service NAME ACTION: the actions init scripts and systemd's service wrapper accept
  service: new Set(['start', 'stop', 'restart', 'reload', 'force-reload', 'status', 'try-restart', 'condrestart']),
};

/** Options of these tools that take the next word as their value. */
const OPTIONS_WITH_VALUE: Readonly<Record<string, ReadonlySet<string>>> = {
  systemctl: new Set([
    '-t',
    '--type',
    '-p',
    '--property',
    '-H',
    '--host',
    '-M',
    '--machine',
    '-n',
    '--lines',
    '-o',
    '--output',
    '--state',
    '--signal',
    '-s',
    '--kill-whom',
    '--root',
    '--job-mode',
  ]),
  'apt-get': new Set(['-o', '--option', '-c', '--config-file', '-t', '--target-release', '-a', '--host-architecture']),
  yum: new Set([
    '-c',
    '--config',
    '-d',
    '--debuglevel',
    '-e',
    '--errorlevel',
    '-R',
    '--randomwait',
    '--installroot',
    '--enablerepo',
    '--disablerepo',
    '-x',
    '--exclude',
    '--releasever',
    '--setopt',
  ]),
  zypper: new Set(['-r', '--repo', '--root', '-R', '-c', '--config', '-t', '--type', '--from']),
  service: new Set(),
};

/**
 * The script that bash should read: when some lines start with a `$ ` prompt, only those lines
 * (without the prompt) and their continuation lines are commands, and the rest is output, which
 * becomes an empty line so that line numbers stay. Blocks without prompts are all commands.
 */
export function scriptOf(lines: readonly string[]): string[] {
  if (!lines.some((line) => /^\s*\$ /.test(line))) {
    return [...lines];
  }
  let continued = false;
  return lines.map((line) => {
    const prompt = /^\s*\$ (.*)$/.exec(line);
    const command = prompt ? prompt[1]! : continued ? line : undefined;
    continued = command !== undefined && /\\$/.test(command);
    return command ?? '';
  });
}

/** `bash -n` on a script: the first syntax error, with its 0-based line, or undefined. */
export function bashSyntaxError(script: string): ShellProblem | undefined {
  const result = spawnSync('bash', ['-n'], {input: script, encoding: 'utf8'});
  if (result.error) {
    throw new Error(`cannot run bash: ${result.error.message}`);
  }
  if (result.status === 0) {
    return undefined;
  }
  const first = result.stderr.split('\n').find((line) => line.trim() !== '') ?? 'syntax error';
  const line = /line (\d+):/.exec(first);
  return {
    line: line ? Number(line[1]) - 1 : 0,
    message: `bash -n: ${first.replace(/^bash: (line \d+: )?/, '')}`,
  };
}

/** The words of a command after `sudo` and its options, and after `VAR=value` prefixes. */
export function commandWords(words: readonly string[]): string[] {
  let index = 0;
  for (;;) {
    if (words[index] === 'sudo') {
      index += 1;
      while (words[index]?.startsWith('-')) {
        index += ['-u', '-g', '-C', '-h', '-p', '-U'].includes(words[index]!) ? 2 : 1;
      }
    } else if (/^[A-Za-z_][A-Za-z0-9_]*=/.test(words[index] ?? '')) {
      index += 1;
    } else {
      return words.slice(index);
    }
  }
}

function checkDockerRun(words: readonly string[]): string | undefined {
  // docker run …, docker container run …
  const start = words[1] === 'run' ? 2 : words[1] === 'container' && words[2] === 'run' ? 3 : -1;
  if (start < 0) {
    return undefined;
  }
  for (let index = start; index < words.length; index += 1) {
    const word = words[index]!;
    if (!word.startsWith('-') || word === '-') {
      return undefined; // the image: options end here
    }
    if (word.startsWith('--')) {
      const [name, value] = word.slice(2).split(/=(.*)/s);
      const takesValue = DOCKER_LONG.get(name!);
      if (takesValue === undefined) {
        return `docker run has no option --${name}`;
      }
      if (takesValue && value === undefined) {
        index += 1;
      }
      continue;
    }
    // -d, -it, -p 8443:8443, -p8443:8443
    const letters = word.slice(1);
    for (let at = 0; at < letters.length; at += 1) {
      const takesValue = DOCKER_SHORT.get(letters[at]!);
      if (takesValue === undefined) {
        return `docker run has no option -${letters[at]}`;
      }
      if (takesValue) {
        if (at === letters.length - 1) {
          index += 1;
        }
        break;
      }
    }
  }
  return undefined;
}

function checkSubcommand(words: readonly string[]): string | undefined {
  const tool = words[0]!;
  const known = SUBCOMMANDS[tool];
  if (!known) {
    return undefined;
  }
  const withValue = OPTIONS_WITH_VALUE[tool]!;
  const rest: string[] = [];
  for (let index = 1; index < words.length; index += 1) {
    const word = words[index]!;
    if (word.startsWith('-')) {
      if (withValue.has(word)) index += 1;
      continue;
    }
    rest.push(word);
  }
  if (tool === 'service') {
    // service NAME ACTION, or service --status-all
    if (words.includes('--status-all') || words.includes('--help') || words.includes('--version')) return undefined;
    const action = rest[1];
    return action !== undefined && known.has(action)
      ? undefined
      : `service ${rest.join(' ')}: no action among ${[...known].join(', ')}`;
  }
  if (rest.length === 0) {
    // `systemctl` alone lists units; `apt-get --version`, `yum --help` and the like print and exit
    return tool === 'systemctl' || words.some((word) => /^--?(h|help|v|version|V)$/.test(word))
      ? undefined
      : `${tool} without a subcommand`;
  }
  return known.has(rest[0]!) ? undefined : `${tool} has no subcommand ${rest[0]}`;
}

/** Problems of one shell block. */
export function checkShell(lines: readonly string[]): ShellProblem[] {
  const script = scriptOf(lines);
  const syntax = bashSyntaxError(script.join('\n') + '\n');
  if (syntax) {
    return [syntax];
  }
  const problems: ShellProblem[] = [];
  for (const command of shellCommands(script)) {
    const words = commandWords(command.words);
    const message = words[0] === 'docker' ? checkDockerRun(words) : checkSubcommand(words);
    if (message) {
      problems.push({line: command.line, message});
    }
  }
  return problems;
}
