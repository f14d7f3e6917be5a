/**
 * Starts Debian's nginx with deploy/nginx/cloudisle.conf (or previews.conf) on a free loopback
 * port, in a private temporary prefix, serving a deploy target (see scripts/lib/deploy.ts).
 * Without a target it first deploys build/ into a temporary one. Used by the origin tests and the
 * reports.
 *
 * As on a Debian origin, the site's workers run as www-data when this runs as root (the master
 * must be root to switch users), so files the deploy user made private answer 403 here too. The
 * previews' nginx runs as an unprivileged user altogether, master included, as deploy/README.md
 * sets it up. The site's server answers to 127.0.0.1, which requests without a browser use,
 * besides its own; each preview answers to its own host name only (pr-N.<previewDomain>), which
 * the tests send, and 127.0.0.1 reaches the previews' server for unknown hosts. Browsers ask for
 * the site and each preview by their own host names (browserLaunchOptions), as the policy needs.
 */
import {execFileSync, spawn, type ChildProcess} from 'node:child_process';
import {chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync} from 'node:fs';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {launchOptions} from '../../lib/browser';
import {operator} from '../../src/operator';
import {deploy} from './deploy';
import {servedHost} from './headers';

const siteDir = path.resolve(__dirname, '../..');
/**
 * The two origins' configs (the one the http context includes first, then those it and the
 * previews' generated files include by name, from the folder of nginx.conf), and where each
 * expects its deploy target on a real origin.
 */
const ORIGINS = {
  site: {configs: ['cloudisle.conf'], dir: '/var/www/cloudisle'},
  previews: {configs: ['previews.conf', 'preview-server.conf'], dir: '/var/www/cloudisle-previews'},
};

export interface RunningNginx {
  /** http://127.0.0.1:port, for requests that set no host name or set it themselves. */
  origin: string;
  /**
   * Chromium's --host-resolver-rules entry that sends the host names this nginx serves (the
   * site's, or every preview's) to its port; launch browsers with browserLaunchOptions.
   */
  hostRule: string;
  /** Those host names' origins, which such browsers treat as the HTTPS origins they are in
   * production, so that what needs a secure origin (the opener policy) applies as it does there. */
  secureOrigins: string;
  /**
   * Where a browser so launched reaches the site, or pull request `preview`'s preview: by its
   * own host name, on the default port, as in production. The policy allows scripts only from
   * that host on that port (deploy/headers.ts), so a page opened at `origin` would run none.
   */
  browserOrigin: (preview?: number) => string;
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
export async function startNginx(
  target?: string,
  kind: keyof typeof ORIGINS = 'site',
): Promise<RunningNginx> {
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
  const {configs, dir} = ORIGINS[kind];
  for (const config of configs) {
    const text = readFileSync(path.join(siteDir, 'deploy/nginx', config), 'utf8')
      .replaceAll(/listen \d+( default_server)?;/g, `listen 127.0.0.1:${port}$1;`)
      .replace(/server_name (?!_;)(\S+);/, 'server_name 127.0.0.1 $1;')
      .replaceAll(dir, path.resolve(target ?? temporaryTarget!));
    writeFileSync(path.join(prefix, config), text);
  }
  const log = path.join(prefix, 'error.log');
  const asRoot = process.getuid?.() === 0;
  // The previews' nginx, master and all, as an unprivileged user.
  const unprivileged = asRoot && kind === 'previews';
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `${asRoot && !unprivileged ? `user ${WORKER_USER};` : ''}
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
  include ${prefix}/${configs[0]};
}
`,
  );
  const args = ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')];
  let user = {};
  if (unprivileged) {
    const id = (flag: string) =>
      Number(execFileSync('id', [flag, WORKER_USER], {encoding: 'utf8'}));
    user = {uid: id('-u'), gid: id('-g')};
    execFileSync('chown', ['-R', `${WORKER_USER}:`, prefix]);
  }
  const child = spawn(NGINX, args, {stdio: 'ignore', ...user});
  const origin = `http://127.0.0.1:${port}`;
  await waitForPort(origin, child, log);
  const hosts = kind === 'site' ? servedHost(undefined) : `*.${operator.previewDomain}`;
  return {
    origin,
    hostRule: `MAP ${hosts} 127.0.0.1:${port}`,
    secureOrigins: kind === 'site' ? `http://${hosts}` : hosts,
    browserOrigin: (preview) => `http://${servedHost(preview)}`,
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

/**
 * Chromium's launch options (lib/browser.ts) for pages of these running origins: their host names
 * resolve to them (RunningNginx.hostRule), so the pages load at their browserOrigin, and count as
 * secure though the origins speak plain HTTP here.
 */
export function browserLaunchOptions(...servers: RunningNginx[]): typeof launchOptions {
  const rules = servers.map(({hostRule}) => hostRule).join(', ');
  const secure = servers.map(({secureOrigins}) => secureOrigins).join(',');
  return {
    ...launchOptions,
    args: [
      ...launchOptions.args,
      `--host-resolver-rules=${rules}`,
      `--unsafely-treat-insecure-origin-as-secure=${secure}`,
    ],
  };
}
