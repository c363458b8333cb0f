#!/usr/bin/env bash
# npm test: type check, unit tests, the example checks over docs/, a build of
# the site, then browser tests against that build. Set SKIP_BUILD=1 to reuse
# an existing build/ made by this script.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== type check"
npx tsc --noEmit

echo "== unit tests"
mapfile -t unit < <(find src tests/unit -name '*.test.ts' 2>/dev/null | sort)
node --import tsx --test "${unit[@]}"

if [ "${SKIP_BUILD:-}" != 1 ]; then
  echo "== build (test configuration)"
  # Comments load from a loopback host that the browser tests run themselves.
  ATSD_COMMENTS_HOST=http://127.0.0.1:47831 ATSD_SITE_URL=http://127.0.0.1 npx docusaurus build
fi

echo "== browser tests"
mapfile -t browser < <(find tests/browser -name '*.test.ts' | sort)
node --import tsx --test --test-concurrency=1 "${browser[@]}"
