/**
 * Starts Debian's nginx with deploy/nginx/cloudisle.conf on a free loopback port, in a private
 * temporary prefix, serving a deploy target (see scripts/lib/deploy.ts). Without a target it
 * first deploys build/ into a temporary one. Used by the origin tests and the reports.
 *
 * As on a Debian origin, the workers run as www-data when this runs as root (the master must be
 * root to switch users), so files the deploy user made private answer 403 here too. The site's
 * server_name becomes 127.0.0.1, the host name these tests use, as an operator sets their own.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync} from 'node:fs';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {deploy} from './deploy';

const siteDir = path.resolve(__dirname, '../..');
/** Where cloudisle.conf expects the deploy target on a real origin. */
const ORIGIN_DIR = '/var/www/cloudisle';

export interface RunningNginx {
  origin: string;
  /** The master process. */
  pid: number;
  /** Shell command that makes this nginx reload its configuration (pass it to deploy's --reload). */
  reloadCommand: string;
  stop: () => Promise<void>;
}

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** The unprivileged user Debian's nginx runs its workers as. */
export const WORKER_USER = 'www-data';

/** A new, empty deploy target, readable by nginx's workers as an operator's /var/www/cloudisle is. */
export function makeTarget(): string {
  const target = mkdtempSync(path.join(tmpdir(), 'cloudisle-target-'));
  chmodSync(target, 0o755);
  return target;
}

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as {port: number};
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(origin: string, child: ChildProcess, log: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) {
      throw new Error(`nginx exited with ${child.exitCode}:\n${readFileSync(log, 'utf8')}`);
    }
    try {
      await fetch(origin);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`nginx did not answer on ${origin}`);
}

/**
 * Serves `target` (a directory that `npm run deploy` published to), or, without one, this
 * checkout's build/ deployed to a temporary target that `stop` removes.
 */
export async function startNginx(target?: string): Promise<RunningNginx> {
  if (!existsSync(NGINX)) {
    throw new Error(
      `${NGINX} not found: install Debian's nginx (bash scripts/install-test-deps.sh).`,
    );
  }
  const temporaryTarget = target ? undefined : makeTarget();
  if (temporaryTarget) {
    // Tests and reports serve the build at hand, even with files edited since it was made.
    await deploy(siteDir, temporaryTarget, {requireFresh: false, log: () => {}});
  }
  const port = await freePort();
  const prefix = mkdtempSync(path.join(tmpdir(), 'cloudisle-nginx-'));
  const site = readFileSync(path.join(siteDir, 'deploy/nginx/cloudisle.conf'), 'utf8')
    .replaceAll(/listen 80( default_server)?;/g, `listen 127.0.0.1:${port}$1;`)
    .replace(/server_name (?!_;)\S+;/, 'server_name 127.0.0.1;')
    .replaceAll(ORIGIN_DIR, path.resolve(target ?? temporaryTarget!));
  writeFileSync(path.join(prefix, 'site.conf'), site);
  const log = path.join(prefix, 'error.log');
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `${process.getuid?.() === 0 ? `user ${WORKER_USER};` : ''}
worker_processes 2;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${log} warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${prefix}/site.conf;
}
`,
  );
  const args = ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')];
  const child = spawn(NGINX, args, {stdio: 'ignore'});
  const origin = `http://127.0.0.1:${port}`;
  await waitForPort(origin, child, log);
  return {
    origin,
    pid: child.pid!,
    reloadCommand: [NGINX, ...args, '-s', 'reload'].join(' '),
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
      rmSync(prefix, {recursive: true, force: true});
      if (temporaryTarget) rmSync(temporaryTarget, {recursive: true, force: true});
    },
  };
}
