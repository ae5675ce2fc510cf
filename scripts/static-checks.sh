#!/usr/bin/env bash
# The static checks of `npm test` side by side (each is single-threaded; the machine has two
# cores): ESLint and Prettier in one, the TypeScript compiler in the other. Each one's output is
# printed whole when it ends; the script fails when either does.
set -uo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
(npx eslint . && npx prettier --check .) >"$out/lint" 2>&1 &
lint=$!
npx tsc --noEmit -p tsconfig.json >"$out/types" 2>&1
types=$?
wait "$lint"
lint_status=$?
echo "== lint (eslint, prettier): $([ $lint_status -eq 0 ] && echo ok || echo FAILED)"
cat "$out/lint"
echo "== typecheck (tsc): $([ $types -eq 0 ] && echo ok || echo FAILED)"
cat "$out/types"
[ $lint_status -eq 0 ] && [ $types -eq 0 ]
