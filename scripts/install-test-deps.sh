#!/usr/bin/env bash
# Installs the system packages the tests need on a Debian machine (Chromium, nginx
# for the origin test, wrk for the load report, and
# CJK fonts so screenshots show Chinese). Skips what is already there; on other
# systems it only says what to install, since Playwright can use its own browser.
set -euo pipefail

packages=(chromium fonts-noto-cjk nginx-light wrk)
missing=()
for package in "${packages[@]}"; do
  dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if ! command -v apt-get >/dev/null 2>&1; then
  echo "Not a Debian system: install ${missing[*]} yourself, or run 'npx playwright install chromium'." >&2
  exit 0
fi
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
