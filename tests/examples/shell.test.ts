import assert from 'node:assert/strict';
import {test} from 'node:test';
import {bashSyntaxError, checkShell, scriptOf} from './shell';

const problems = (text: string) => checkShell(text.split('\n')).map((problem) => `${problem.line}: ${problem.message}`);

test('valid scripts pass, bash syntax errors are reported with their line', () => {
  assert.deepEqual(problems('cd /opt/atsd\nif [ -f x ]; then\n  echo ok\nfi'), []);
  assert.match(
    problems('echo a\nif [ -f x ]; then\n  echo b\n')[0] ?? '',
    /^\d: bash -n: .*(syntax error|unexpected end)/,
  );
  assert.match(problems('echo "open')[0] ?? '', /bash -n/);
  assert.equal(bashSyntaxError('for x in 1 2; do echo $x; done'), undefined);
});

test('prompts are removed and lines without one are output', () => {
  assert.deepEqual(scriptOf(['$ ls -l \\', '  /opt', 'total 0', '$ whoami', 'axibase']), [
    'ls -l \\',
    '  /opt',
    '',
    'whoami',
    '',
  ]);
  assert.deepEqual(problems('$ echo hi\nhi (this output would not parse: )'), []);
  assert.deepEqual(scriptOf(['echo a', 'echo b']), ['echo a', 'echo b']);
});

test('docker run options must be real', () => {
  assert.deepEqual(
    problems('docker run -d --name=atsd -p 8443:8443 -v /data:/opt -e A=1 --restart always axibase/atsd:latest'),
    [],
  );
  assert.deepEqual(problems('sudo docker run -it --rm --publish-all axibase/atsd -x --not-docker'), []);
  assert.deepEqual(problems('docker run --nmae atsd axibase/atsd'), ['0: docker run has no option --nmae']);
  assert.deepEqual(problems('docker container run -dk img'), ['0: docker run has no option -k']);
  assert.deepEqual(problems('docker exec -it atsd bash'), []);
});

test('service managers and package managers name real subcommands', () => {
  assert.deepEqual(
    problems(
      'sudo systemctl --no-pager status atsd\nsudo apt-get -y install atsd\nyum --enablerepo x install atsd\nzypper -n in atsd\nservice atsd restart',
    ),
    [],
  );
  assert.deepEqual(problems('systemctl strat atsd'), ['0: systemctl has no subcommand strat']);
  assert.deepEqual(problems('apt-get -o Dpkg::Options=x installl atsd'), ['0: apt-get has no subcommand installl']);
  assert.deepEqual(problems('echo x && yum instal atsd'), ['0: yum has no subcommand instal']);
  assert.deepEqual(problems('zypper instal atsd'), ['0: zypper has no subcommand instal']);
  assert.match(problems('service atsd begin')[0] ?? '', /^0: service atsd begin: no action/);
  assert.deepEqual(problems('apt-get --version\nservice --status-all'), []);
});
