#!/usr/bin/env bash
# npm test: every phase in order. `bash scripts/test.sh unit browser` runs only the phases named.
#   typecheck  tsc --noEmit
#   lint       npm run lint
#   unit       every *.test.ts under src/ and tests/ except tests/browser/
#   build      a build of the site in the test configuration (skipped when SKIP_BUILD=1)
#   browser    the browser tests in tests/browser/, one file at a time, against that build
# Test files are listed with find, not a glob, because `node --test` takes globs only from Node 21.
set -euo pipefail
cd "$(dirname "$0")/.."

phases=("$@")
[ ${#phases[@]} -gt 0 ] || phases=(typecheck lint unit build browser)

run_phase() {
  case "$1" in
    typecheck) npx tsc --noEmit ;;
    lint) npm run --silent lint ;;
    unit)
      mapfile -t files < <(find src tests -name '*.test.ts' -not -path 'tests/browser/*' | sort)
      node --import tsx --test "${files[@]}" ;;
    build)
      if [ "${SKIP_BUILD:-}" = 1 ]; then echo "SKIP_BUILD=1: using the existing build/"; return; fi
      # Comments load from a loopback host that the browser tests run themselves.
      ATSD_COMMENTS_HOST=http://127.0.0.1:47831 ATSD_SITE_URL=http://127.0.0.1 npx docusaurus build ;;
    browser)
      mapfile -t files < <(find tests/browser -name '*.test.ts' | sort)
      node --import tsx --test --test-concurrency=1 "${files[@]}" ;;
    *) echo "unknown phase: $1 (phases: typecheck lint unit build browser)" >&2; return 2 ;;
  esac
}

timings=()
for phase in "${phases[@]}"; do
  echo "== $phase"
  start=$SECONDS
  run_phase "$phase"
  timings+=("$(printf '%-10s %4ss' "$phase" $((SECONDS - start)))")
done
echo "== time per phase"
printf '%s\n' "${timings[@]}"
