#!/usr/bin/env bash
# The pixel checks (docs/decisions/240-pixel-checks.md): the story test, which draws every story and
# email template while it has it open (e2e/storybook.e2e.ts), and the social cards and public pages
# (e2e/visual.e2e.ts).
#   npm run test:visual               compares every picture with its baseline in e2e/visual-baselines/
#   npm run test:visual -- --update   draws the baselines again from this checkout
# Other arguments go to `playwright test` as they are (e.g. --grep Header).
set -euo pipefail
args=()
for arg in "$@"; do
  if [ "$arg" = "--update" ]; then args+=(--update-snapshots=all); else args+=("$arg"); fi
done
bash scripts/ensure-chromium.sh
exec ./node_modules/.bin/playwright test e2e/storybook.e2e.ts e2e/visual.e2e.ts ${args[@]+"${args[@]}"}
