import assert from 'node:assert/strict';
import {test} from 'node:test';
import {isNumber, parseIsoDate, parseNetworkCommand} from './networkCommand';

function ok(line: string): void {
  const verdict = parseNetworkCommand(line);
  assert.ok(verdict.ok, `${line}: ${verdict.ok ? '' : verdict.message}`);
}

function bad(line: string, pattern: RegExp): void {
  const verdict = parseNetworkCommand(line);
  assert.ok(!verdict.ok, `${line} should be rejected`);
  assert.match(verdict.message, pattern, line);
}

test('series: valid commands', () => {
  ok('series e:sensor-041 m:cpu_busy_pct=41.5 t:site=lisbon d:2024-02-11T06:30:00Z');
  ok('series e:sensor-041 m:a=1 m:b=-2.5e3 m:c=.5 m:d=7. m:e=NaN x:a="Manual, ""checked""" s:1707633000');
  ok('series e:sensor-041 x:state=open a:true ms:1707633000000');
  ok('series e:sensor-041 x:state="" a:"false"');
  ok('series   d:2024-02-11T07:30:00+01:00   e:sensor-041  m:v=1');
  ok('series e:sensor-041 m:v=1 d:2024-02-11T01:30:00.123456789-0500');
  ok('SERIES E:sensor-041 M:v=1');
  ok('debug series e:sensor-041 m:v=1');
  ok('series e:sensor-041 m:v=1 t:$version_status=corrected t:"a=b"=c t:note=Ação');
});

test('series: rejected commands', () => {
  bad('series m:v=1', /required field e: is missing/);
  bad('series e:sensor-041 t:site=lisbon', /at least one of m:, x:/);
  bad('series e:sensor-041 m:v=118,4', /not a number/);
  bad('series e:sensor-041 m:v=nan', /not a number/);
  bad('series e:sensor-041 m:v="1"', /must not be quoted/);
  bad('series e:sensor-041 m:v=', /empty value/);
  bad('series e:sensor-041 m:v=1 d:2024-02-11 06:30:00Z', /ISO 8601|not a prefix:value/);
  bad('series e:sensor-041 m:v=1 d:2024-02-11T06:30Z', /ISO 8601/);
  bad('series e:sensor-041 m:v=1 d:2024-02-11T06:30:00', /ISO 8601/);
  bad('series e:sensor-041 m:v=1 d:2024-02-30T06:30:00Z', /ISO 8601/);
  bad('series e:sensor-041 m:v=1 d:2024-02-11T06:30:00WET', /ISO 8601/);
  bad('series e:sensor-041 m:v=1 d:1969-12-31T23:59:59Z', /time range/);
  bad('series e:sensor-041 m:v=1 s:0', /positive integer/);
  bad('series e:sensor-041 m:v=1 ms:17076330000.5', /positive integer/);
  bad('series e:sensor-041 m:v=1 ms:99999999999999', /time range/);
  bad('series e:sensor-041 m:v=1 s:1707633000 d:2024-02-11T06:30:00Z', /at most one of d:, s:/);
  bad('series e:sensor-041 m:v=1 t:site', /expected name=value/);
  bad('series e:sensor-041 m:v=1 t:site=""', /may not be empty/);
  bad('series e:sensor-041 m:v=1 t:site=north lisbon', /not a prefix:value field/);
  bad('series e:sensor-041 m:v=1 t:site="north lisbon', /unbalanced quotes/);
  bad('series e:sensor-041 m:v=1 t:site="north"x', /after a closing quote/);
  bad('series e:sensor-041 m:v=1 t:formula=a=b', /must be quoted/);
  bad('series e:sensor-041 m:v=1 t:label=say"hi"', /must be quoted/);
  bad('series e:sensor-041 m:v=1 a:yes', /not a boolean/);
  bad('series e:sensor-041 e:sensor-042 m:v=1', /more than once/);
  bad('series e:sensor-041 m:v=1 z:UTC', /unknown field z:/);
  bad('series e:"sensor 041" m:v=1', /may not contain spaces/);
  bad('series e:sensor-041\tm:v=1', /U\+0009/);
  bad('series e:sensor-041 m:v=1 t:mood=🙂', /U\+1F642/);
  bad(' series e:sensor-041 m:v=1', /beginning of the line/);
});

test('property', () => {
  ok('property e:switch-21 t:nic k:port=eth0 v:speed=10G v:duplex="" p:false ms:1712044800000');
  ok('property e:switch-21 t:$entity_tags v:rack=B14');
  ok('property e:pump-07 t:installation v:"pump=mode"=auto v:model="HX ""Max"" 40"');
  bad('property e:switch-21 t:nic k:port=eth0', /required field v:/);
  bad('property e:switch-21 v:speed=10G', /required field t:/);
  bad('property e:switch-21 t:nic v:vendor=""', /non-empty value/);
  bad('property e:switch-21 t:nic k:port="" v:speed=10G', /may not be empty/);
  bad('property e:switch-21 t:nic=x v:speed=10G', /must be quoted/);
  bad('property e:switch-21 t:nic v:speed=10G x:a=b', /unknown field x:/);
});

test('message', () => {
  ok('message e:gateway-4 t:type=backup t:source=cron m:"Snapshot 311 completed" d:2024-05-06T22:15:00Z');
  ok('message e:gateway-4 t:type=heartbeat s:1715033700');
  ok('message e:gateway-4 m:restarted');
  ok('message e:gateway-4 t:severity=warn m:x');
  ok('message e:gateway-4 t:severity=6 m:x p:false');
  bad('message e:gateway-4 d:2024-05-06T22:15:00Z', /at least one of m:, t:/);
  bad('message e:gateway-4 t:severity=SEVERE m:x', /severity/);
  bad('message e:gateway-4 t:severity=8 m:x', /severity/);
  bad('message e:gateway-4 m:Snapshot completed', /not a prefix:value field/);
  bad('message e:gateway-4 m:x m:y', /more than once/);
});

test('entity', () => {
  ok('entity e:weather-st-12 z:Europe/Lisbon i:previous t:region=alentejo');
  ok('entity e:weather-st-12 b:false l:"Weather Station 12" t:mast="" z:"" i:""');
  ok('entity e:weather-st-12');
  bad('entity e:weather-st-12 i:step', /linear, previous/);
  bad('entity e:weather-st-12 z:"Europe/Lisbon"', /must not be quoted/);
  bad('entity e:weather-st-12 z:+01:00', /time zone/);
  bad('entity l:"Station"', /required field e:/);
  bad('entity e:weather-st-12 m:x=1', /unknown field m:/);
});

test('metric', () => {
  ok(
    'metric m:cold_room_temp_c l:"Cold Room" u:Celsius d:"At the outlet" p:float z:Europe/Lisbon a:discard min:-40 max:15 t:dept=storage',
  );
  ok('metric m:energy_kwh p:DECIMAL v:true rd:1095 a:set_version_status min:0 pe:false f:"value > 0"');
  ok('metric m:x rd:"" min:"" max:"" l:"" u:"" d:"" f:""');
  bad('metric m:x p:string', /not one of short/);
  bad('metric m:x a:drop', /not one of none/);
  bad('metric m:x rd:0', /positive integer/);
  bad('metric m:x min:NaN', /not a number/);
  bad('metric m:x d:2024-02-11T06:30:00Z s:1', /unknown field s:/);
  bad('metric e:x', /unknown field e:/);
});

test('commands without fields, unknown commands', () => {
  for (const command of ['ping', 'time', 'version', 'exit', 'ping  ']) {
    ok(command);
  }
  bad('ping now', /not a prefix:value field/);
  bad('version e:x', /unknown field e:/);
  bad('serie e:sensor-041 m:v=1', /unknown command "serie"/);
  bad('csv p:parser', /unknown command/);
  bad('put cpu.busy 1718353800 41.5 host=web-02', /unknown command/);
  bad('', /empty line/);
});

test('number and date rules of base-abnf.md', () => {
  for (const value of ['118.4', '-3.75', '1.2E3', '5e-4', 'NaN', '+7', '7.', '.7', '-0.7e2']) {
    assert.ok(isNumber(value), value);
  }
  for (const value of ['118,4', '12,500', 'nan', '.', 'e5', '1e', '0x10', 'Infinity', '']) {
    assert.ok(!isNumber(value), value);
  }
  assert.equal(parseIsoDate('2024-02-11T06:30:00Z'), Date.UTC(2024, 1, 11, 6, 30));
  assert.equal(parseIsoDate('2024-02-11T07:30:00+01:00'), Date.UTC(2024, 1, 11, 6, 30));
  assert.equal(parseIsoDate('2024-02-11T01:30:00-0500'), Date.UTC(2024, 1, 11, 6, 30));
  assert.equal(parseIsoDate('2024-02-11T06:30:00.125Z'), Date.UTC(2024, 1, 11, 6, 30, 0, 125));
  assert.equal(parseIsoDate('2024-02-29T00:00:00Z'), Date.UTC(2024, 1, 29));
  for (const value of [
    '2023-02-29T00:00:00Z',
    '2024-13-01T00:00:00Z',
    '2024-01-01T24:00:00Z',
    '2024-01-01T00:60:00Z',
    '2024-01-01T00:00:60Z',
    '2024-01-01T00:00:00.1234567890Z',
    '2024-1-01T00:00:00Z',
  ]) {
    assert.equal(parseIsoDate(value), undefined, value);
  }
});
