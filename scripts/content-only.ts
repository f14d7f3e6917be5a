/**
 * npx tsx scripts/content-only.ts BASE [HEAD]
 * Prints 1 when every file changed between the two commits is content (scripts/lib/content-paths.ts),
 * else 0. CI sets CONTENT_ONLY from it: on such a change, the gates staff cannot act on (the search
 * query set's floors, the JavaScript and CSS budgets) report instead of failing.
 */
import {execFileSync} from 'node:child_process';
import {isContent} from './lib/content-paths';

const [base, head = 'HEAD'] = process.argv.slice(2);
if (!base) {
  console.error('usage: npx tsx scripts/content-only.ts BASE [HEAD]');
  process.exit(2);
}
const changed = execFileSync('git', ['diff', '--name-only', `${base}...${head}`], {
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);
console.log(changed.length > 0 && changed.every(isContent) ? '1' : '0');
