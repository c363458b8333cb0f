#!/usr/bin/env bash
# npm test: every phase in order. `bash scripts/test.sh unit browser` runs only the phases named.
#   typecheck  tsc --noEmit
#   lint       npm run lint
#   unit       every *.test.ts under src/ and tests/ except tests/browser/, four files at a time
#   build      a build of the site in the test configuration (skipped when SKIP_BUILD=1); it runs in
#              the background beside the phases listed before it, and is waited for at its place
#   browser    the browser tests in tests/browser/ against that build: Playwright Test, one worker
#              per core (playwright.config.ts; PW_WORKERS to change); what follows `--` goes to it:
#              `SKIP_BUILD=1 bash scripts/test.sh build browser -- reading.test.ts -g sidebar`
# Unit test files are listed with find, not a glob, because `node --test` takes globs only from Node 21.
set -euo pipefail
cd "$(dirname "$0")/.."

phases=()
playwright_args=()
while [ $# -gt 0 ] && [ "$1" != -- ]; do
  phases+=("$1")
  shift
done
[ $# -eq 0 ] || { shift; playwright_args=("$@"); }
[ ${#phases[@]} -gt 0 ] || phases=(typecheck lint unit build browser)

run_phase() {
  case "$1" in
    typecheck) npx tsc --noEmit ;;
    lint) npm run --silent lint ;;
    unit)
      mapfile -t files < <(find src tests -name '*.test.ts' -not -path 'tests/browser/*' | sort)
      # The files share nothing (temporary folders and port 0 each), and most of each one's time is
      # starting Node and compiling TypeScript, so four at a time fill two cores.
      node --import tsx --test --test-concurrency=4 "${files[@]}" ;;
    build)
      if [ "${SKIP_BUILD:-}" = 1 ]; then echo "SKIP_BUILD=1: using the existing build/"; return; fi
      # Comments load from this host; no server listens there: each browser test routes it to a
      # comments host of its own (COMMENTS_HOST in tests/browser/fixtures.ts).
      ATSD_COMMENTS_HOST=http://127.0.0.1:47831 ATSD_SITE_URL=http://127.0.0.1 npx docusaurus build ;;
    browser) npx playwright test "${playwright_args[@]}" ;;
    *) echo "unknown phase: $1 (phases: typecheck lint unit build browser)" >&2; return 2 ;;
  esac
}

timings=()
total_start=$SECONDS
build_pid=
build_time=$(mktemp)

# One line of the report: the phase, its time, and FAILED if it failed.
time_line() { printf '%-10s %4ss%s' "$1" "$2" "$([ "$3" -eq 0 ] || echo ' FAILED')"; }

# The build keeps about one and a half of the two cores busy, so the phases before it (typecheck,
# lint, unit) run beside it and fill the rest: about 100 s for all four instead of 140 s. Its lines
# begin with [build].
start_build() {
  echo "== build, in the background ([build] lines)"
  (
    start=$SECONDS
    status=0
    run_phase build || status=$?
    time_line build $((SECONDS - start)) $status >"$build_time"
    exit $status
  ) > >(sed -u 's/^/[build] /') 2>&1 &
  build_pid=$!
}
# Waits for the background build and records its time; fails if the build did.
finish_build() {
  [ -n "$build_pid" ] || return 0
  local status=0
  wait "$build_pid" || status=$?
  build_pid=
  timings+=("$(cat "$build_time")")
  return $status
}

report() {
  # A phase that failed while the build ran in the background: let the build end, then report.
  finish_build || true
  rm -f "$build_time"
  echo "== time per phase"
  [ ${#timings[@]} -eq 0 ] || printf '%s\n' "${timings[@]}"
  printf '%-10s %4ss\n' total $((SECONDS - total_start))
}
if [ "${phases[0]}" != build ] && [[ " ${phases[*]} " == *" build "* ]]; then
  start_build
fi
# The times are printed when a phase fails too; the phases after it do not run.
trap report EXIT
for phase in "${phases[@]}"; do
  if [ "$phase" = build ] && [ -n "$build_pid" ]; then
    echo "== build: waiting for it"
    finish_build || exit 1
    continue
  fi
  echo "== $phase"
  start=$SECONDS
  status=0
  run_phase "$phase" || status=$?
  timings+=("$(time_line "$phase" $((SECONDS - start)) $status)")
  [ $status -eq 0 ] || exit $status
done
