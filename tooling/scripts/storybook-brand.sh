#!/usr/bin/env bash
# `pnpm storybook:brand <name>`: a new brand's visual baselines, generated from its tenant folder
# (tenants/<name>/theme.json; the Storybook build finds every tenant folder itself): builds the
# static Storybook, then captures every story in that brand × light/dark × desktop/phone into
# apps/storybook/visual/baselines/<name>/.
set -euo pipefail
brand="${1:?usage: pnpm storybook:brand <name> (a folder tenants/<name>/ with a theme.json)}"
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
pnpm exec turbo run build --filter=@portal/storybook --output-logs=errors-only
pnpm --filter @portal/storybook run visual:brand "$brand"
