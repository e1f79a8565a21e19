#!/usr/bin/env bash
# Installs the Debian packages a command needs when they are missing (the machine starts without
# them): `system-packages.sh chromium postgresql redis-server fonts-dejavu-core`.
set -euo pipefail
declare -A PROBE=(
  [chromium]=/usr/bin/chromium
  [postgresql]=/usr/lib/postgresql
  [redis-server]=/usr/bin/redis-server
  [haproxy]=/usr/sbin/haproxy
  [fonts-dejavu-core]=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
  [fonts-tlwg-loma-ttf]=/usr/share/fonts/truetype/tlwg/Loma.ttf
)
missing=()
for pkg in "$@"; do
  probe="${PROBE[$pkg]:-}"
  if [ -n "$probe" ] && [ -e "$probe" ]; then continue; fi
  dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
done
[ ${#missing[@]} -eq 0 ] && exit 0
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
echo "[system-packages] installing ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
