/**
 * npm run report:load — a bounded load run against the nginx origin on loopback:
 * wrk for 10 seconds on the home page and on a doc page, printing requests per second
 * and latency percentiles. A report, not a test: numbers depend on the machine.
 * Needs `npm run build` first and Debian's nginx and wrk.
 */
import {execFileSync} from 'node:child_process';
import {startNginx} from './lib/nginx';

const PAGES = ['/', '/docs/tutorial/bedwars'];
const DURATION = '10s';
const CONNECTIONS = '32';

async function main() {
  const nginx = await startNginx();
  try {
    console.log(`wrk -t2 -c${CONNECTIONS} -d${DURATION} (gzip) against ${nginx.origin}\n`);
    for (const page of PAGES) {
      const output = execFileSync(
        'wrk',
        [
          '-t2',
          `-c${CONNECTIONS}`,
          `-d${DURATION}`,
          '--latency',
          '-H',
          'Accept-Encoding: gzip',
          nginx.origin + page,
        ],
        {encoding: 'utf8'},
      );
      const rps = /Requests\/sec:\s+([\d.]+)/.exec(output)?.[1];
      const percentiles = [...output.matchAll(/^\s+(50|75|90|99)%\s+(\S+)/gm)]
        .map(([, p, value]) => `p${p} ${value}`)
        .join('  ');
      const errors =
        /Non-2xx or 3xx responses: (\d+)|Socket errors: (.+)/.exec(output)?.[0] ?? 'no errors';
      console.log(`${page.padEnd(26)} ${rps} req/s  ${percentiles}  (${errors})`);
    }
  } finally {
    await nginx.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
