/**
 * Starts Debian's nginx with deploy/nginx/cloudisle.conf serving build/ on a free
 * loopback port, in a private temporary prefix. Used by the nginx test and the load report.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync} from 'node:fs';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
const siteDir = path.resolve(__dirname, '../..');

export interface RunningNginx {
  origin: string;
  stop: () => Promise<void>;
}

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

function freePort(): Promise<number> {
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

export async function startNginx(): Promise<RunningNginx> {
  if (!existsSync(NGINX)) {
    throw new Error(
      `${NGINX} not found: install Debian's nginx (bash scripts/install-test-deps.sh).`,
    );
  }
  const buildDir = path.join(siteDir, 'build');
  const headers = path.join(siteDir, 'deploy/nginx/security-headers.conf');
  if (!existsSync(path.join(buildDir, 'index.html')) || !existsSync(headers)) {
    throw new Error(
      'No build: run `npm run build` first (it also generates the security headers).',
    );
  }
  const port = await freePort();
  const prefix = mkdtempSync(path.join(tmpdir(), 'cloudisle-nginx-'));
  const site = readFileSync(path.join(siteDir, 'deploy/nginx/cloudisle.conf'), 'utf8')
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace(/root [^;]+;/, `root ${buildDir};`)
    .replaceAll('include security-headers.conf;', `include ${headers};`);
  writeFileSync(path.join(prefix, 'site.conf'), site);
  const log = path.join(prefix, 'error.log');
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `${process.getuid?.() === 0 ? 'user root;' : ''}
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
  const child = spawn(NGINX, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], {
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForPort(origin, child, log);
  return {
    origin,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
      rmSync(prefix, {recursive: true, force: true});
    },
  };
}
