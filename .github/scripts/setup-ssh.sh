#!/usr/bin/env bash
# For the deploy, rollback and preview workflows on GitHub's (throwaway) runners: installs the deploy
# key and the origin's host keys from the secrets DEPLOY_SSH_KEY and DEPLOY_KNOWN_HOSTS,
# so ssh and rsync verify the host and never prompt. Rewrites ~/.ssh/config: do not
# run it on a machine whose ~/.ssh matters.
set -euo pipefail
: "${DEPLOY_SSH_KEY:?is empty: add the key secret to the job's environment}"
: "${DEPLOY_KNOWN_HOSTS:?is empty: add the output of ssh-keyscan HOST to the job's environment}"

umask 077
mkdir -p ~/.ssh
chmod 700 ~/.ssh
# Secrets pasted from Windows may carry CR; a key must end with a newline.
printf '%s\n' "$DEPLOY_SSH_KEY" | tr -d '\r' >~/.ssh/deploy_key
printf '%s\n' "$DEPLOY_KNOWN_HOSTS" | tr -d '\r' >~/.ssh/known_hosts
chmod 600 ~/.ssh/deploy_key ~/.ssh/known_hosts
# Fails here, not halfway through the deploy, on a malformed or passphrase-protected key.
ssh-keygen -y -P '' -f ~/.ssh/deploy_key >/dev/null

# An origin whose sshd listens on another port: DEPLOY_SSH_PORT (and DEPLOY_KNOWN_HOSTS from
# `ssh-keyscan -p PORT HOST`, whose lines then start with [HOST]:PORT).
port=${DEPLOY_SSH_PORT:-22}
[[ "$port" =~ ^[0-9]+$ ]] || { echo "DEPLOY_SSH_PORT must be a port number, got: $port" >&2; exit 1; }

cat >~/.ssh/config <<CONFIG
Host *
  Port $port
  IdentityFile ~/.ssh/deploy_key
  IdentitiesOnly yes
  UserKnownHostsFile ~/.ssh/known_hosts
  StrictHostKeyChecking yes
  BatchMode yes
  # A dead connection ends within a minute, and with it the origin's lock (with the origin's
  # sshd ClientAliveInterval, see deploy/README.md).
  ServerAliveInterval 15
  ServerAliveCountMax 4
CONFIG
chmod 600 ~/.ssh/config

# rsync is on GitHub's images today; install it if an image ever drops it.
command -v rsync >/dev/null || { sudo apt-get update -qq && sudo apt-get install -y -qq rsync; }
