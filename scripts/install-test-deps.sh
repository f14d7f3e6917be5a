#!/usr/bin/env bash
# Installs the system packages the tests need: a Chromium for Playwright, CJK fonts
# so screenshots show Chinese, nginx for the origin test, wrk for the load report,
# rsync for the deploy command, OpenSSH's server, which the deploy rehearsal starts
# on a port of its own (on a machine without a policy that stops it, installing the
# package also starts the system's sshd on port 22), and a Java runtime for the W3C
# HTML checker (`npm run check:html`). Skips what is already installed; any `java` on
# PATH will do (GitHub's runners have one).
#
#   Debian:  everything from apt; the tests use /usr/bin/chromium-headless-shell, the
#            Lighthouse reports /usr/bin/chromium.
#   Ubuntu (GitHub's runners too): apt's "chromium" is a snap shim that fails in CI,
#            so it is never installed here; Playwright's own Chromium is installed
#            instead, with the libraries it needs (--with-deps).
#   Others:  only prints what to install.
#
# Runs before `npm ci` (see README), so it must not rely on node_modules.
set -euo pipefail
cd "$(dirname "$0")/.."

# " ID ID_LIKE " of the distribution, e.g. " debian ", " ubuntu debian ".
# shellcheck source=/dev/null
distro=$(. /etc/os-release 2>/dev/null && echo " ${ID:-} ${ID_LIKE:-} ") || distro=""
case "$distro" in
  *" ubuntu "*) kind=ubuntu ;; # Ubuntu and its derivatives (their ID_LIKE has debian too)
  *" debian "*) kind=debian ;;
  *) kind=other ;;
esac

if [ "$kind" = other ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "Not Debian or Ubuntu: install a CJK font, nginx (at /usr/sbin/nginx or set NGINX_PATH)," \
    "wrk, rsync, openssh-server and a Java runtime 11 or newer (java on PATH) yourself, and" \
    "Chromium (set CHROMIUM_PATH) or run 'npx playwright install --with-deps chromium'." >&2
  exit 0
fi

sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive

installed() { [ "$(dpkg-query -W -f='${db:Status-Status}' "$1" 2>/dev/null)" = installed ]; }
# Not `grep -q`: it stops reading at the first match, apt-cache then dies of SIGPIPE, and with
# pipefail the whole check fails at random.
available() { apt-cache policy "$1" 2>/dev/null | grep 'Candidate: [^(]' >/dev/null; }

packages=(fonts-noto-cjk wrk rsync openssh-server)
[ "$kind" = debian ] && packages+=(chromium chromium-headless-shell)
missing=()
for package in "${packages[@]}"; do
  installed "$package" || missing+=("$package")
done
# The W3C HTML checker (vnu.jar) runs on Java 11 or newer; Debian's and Ubuntu's default is newer.
command -v java >/dev/null 2>&1 || installed default-jre-headless || missing+=(default-jre-headless)
# The tests run /usr/sbin/nginx (scripts/lib/nginx.ts); any Debian/Ubuntu build of it will do.
need_nginx=""
[ -x /usr/sbin/nginx ] || need_nginx=1

if [ ${#missing[@]} -gt 0 ] || [ -n "$need_nginx" ]; then
  $sudo apt-get update -qq
  if [ -n "$need_nginx" ]; then
    # nginx-light is Debian 12's smallest build; newer Ubuntu releases may only have
    # nginx-core or nginx, so take the first one the archive has.
    for package in nginx-light nginx-core nginx; do
      if available "$package"; then missing+=("$package"); break; fi
    done
  fi
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

if [ "$kind" = ubuntu ]; then
  # The Playwright version package-lock.json pins, so the browser matches the one the
  # tests will drive after `npm ci`. Playwright skips the download if it is already there.
  version=$(node -p 'const p = require("./package-lock.json").packages;
    (p["node_modules/playwright"] ?? p["node_modules/playwright-core"]).version')
  npx --yes "playwright@$version" install --with-deps chromium
  if [ -e /usr/bin/chromium ]; then
    echo "Note: the tests prefer /usr/bin/chromium over Playwright's Chromium unless" \
      "CHROMIUM_PATH points at it (as .github/workflows/test.yml does)." >&2
  fi
fi
