/**
 * A real OpenSSH server on a free loopback port, with throwaway host and client keys, reached the
 * way an operator reaches an origin on another port: a Host alias in an ssh config, here passed
 * with `ssh -F` so that the machine's own ~/.ssh is left untouched. The login user is the one
 * running the tests.
 */
import {execFileSync, spawn} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {connect} from 'node:net';
import {tmpdir, userInfo} from 'node:os';
import path from 'node:path';
import {freePort} from '../../scripts/lib/nginx';

const SSHD = '/usr/sbin/sshd';
/** The Host alias of the ssh config, as an operator would name their origin. */
export const SSH_ALIAS = 'cloudisle-origin';

export interface RunningSshd {
  /** The ssh command with the config that defines SSH_ALIAS (deploy's --ssh). */
  sshCommand: string;
  stop: () => Promise<void>;
}

async function waitForPort(port: number, log: () => string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`sshd did not listen on 127.0.0.1:${port}:\n${log()}`);
}

export async function startSshd(): Promise<RunningSshd> {
  if (!existsSync(SSHD)) {
    throw new Error(
      `${SSHD} not found: install openssh-server (bash scripts/install-test-deps.sh).`,
    );
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'cloudisle-sshd-'));
  const file = (name: string) => path.join(dir, name);
  for (const key of ['host_key', 'client_key']) {
    execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', key, '-f', file(key)]);
  }
  writeFileSync(file('authorized_keys'), readFileSync(file('client_key.pub')));
  const port = await freePort();
  const user = userInfo().username;
  writeFileSync(
    file('sshd_config'),
    [
      `Port ${port}`,
      'ListenAddress 127.0.0.1',
      `HostKey ${file('host_key')}`,
      `PidFile ${file('sshd.pid')}`,
      `AuthorizedKeysFile ${file('authorized_keys')}`,
      `AllowUsers ${user}`,
      'PubkeyAuthentication yes',
      'PasswordAuthentication no',
      'KbdInteractiveAuthentication no',
      'PermitRootLogin prohibit-password',
      'UsePAM no',
      // As deploy/README.md sets up an origin: a runner that vanished frees the lock in a minute.
      'ClientAliveInterval 15',
      'ClientAliveCountMax 4',
      // The keys sit in a folder under /tmp, which is world-writable; StrictModes would refuse them.
      'StrictModes no',
      '',
    ].join('\n'),
  );
  const hostKey = readFileSync(file('host_key.pub'), 'utf8').split(' ').slice(0, 2).join(' ');
  writeFileSync(file('known_hosts'), `[127.0.0.1]:${port} ${hostKey}\n`);
  writeFileSync(
    file('ssh_config'),
    [
      `Host ${SSH_ALIAS}`,
      '  HostName 127.0.0.1',
      `  Port ${port}`,
      `  User ${user}`,
      `  IdentityFile ${file('client_key')}`,
      '  IdentitiesOnly yes',
      `  UserKnownHostsFile ${file('known_hosts')}`,
      '  StrictHostKeyChecking yes',
      '  ServerAliveInterval 15',
      '  ServerAliveCountMax 4',
      '',
    ].join('\n'),
  );
  // Privilege separation needs this folder, which systemd creates when it starts ssh.service.
  if (process.getuid?.() === 0) mkdirSync('/run/sshd', {recursive: true, mode: 0o755});
  let log = '';
  const child = spawn(SSHD, ['-D', '-e', '-f', file('sshd_config')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr.on('data', (chunk) => (log += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await waitForPort(port, () => log);
  return {
    sshCommand: `ssh -F ${file('ssh_config')}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, {recursive: true, force: true});
    },
  };
}
