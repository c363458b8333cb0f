#!/usr/bin/env bash
# npm run lint: ESLint and Prettier over the code, dependency-cruiser over its imports (the layers
# and circles that .dependency-cruiser.mjs forbids), markdownlint over docs/, cspell (English and
# Russian, plus project-words.txt) over docs/, the READMEs and the source. Every linter runs even
# when an earlier one fails, and the script fails if any did.
set -uo pipefail
cd "$(dirname "$0")/.."

status=0
run() {
  echo "-- $1"
  shift
  "$@" || status=1
}
run eslint npx eslint --max-warnings 0 .
run prettier npx prettier --check --log-level warn .
run layers npx depcruise --config .dependency-cruiser.mjs --output-type err \
  src scripts tests docusaurus.config.ts sidebars.ts playwright.config.ts
run markdownlint npx markdownlint-cli2
run cspell npx cspell --no-progress --no-summary --show-suggestions
exit $status
