#!/usr/bin/env bash
# Installs everything the product and its tests need on a fresh Debian machine:
# Debian's chromium (browser tests), PostgreSQL, Redis and nginx (multi-instance tests, which
# start their own instances on free ports), then the npm packages exactly as the lock file pins
# them. Used by the README's first command and by CI.
set -euo pipefail
cd "$(dirname "$0")/.."
PACKAGES=(chromium postgresql redis-server nginx-light)
missing=()
for p in "${PACKAGES[@]}"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null; then
    echo "setup: please install the Debian packages ${missing[*]} (root and apt-get are needed)" >&2
    exit 1
  fi
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi
npm ci
