/**
 * npm run check:content — validates every doc and post and prints each problem
 * as `file:line  field  what is wrong  how to fix it`. Exit code 1 on any problem.
 */
import path from 'node:path';
import {apiChangeReport, formatApiChanges} from './lib/check-content/api-changes';
import {checkContent, formatProblem} from './lib/check-content/index';

const siteDir = path.resolve(__dirname, '..');

async function main() {
  const started = Date.now();
  const problems = await checkContent(siteDir);
  for (const problem of problems) console.log(formatProblem(problem));
  // What changed in the data API since the last release, for the build log.
  for (const line of formatApiChanges(await apiChangeReport(siteDir))) console.log(line);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (problems.length > 0) {
    console.error(
      `\n内容检查发现 ${problems.length} 个问题（${seconds} 秒）。按每行最后的提示修改后再运行 npm run check:content。`,
    );
    process.exit(1);
  }
  console.log(`内容检查通过（${seconds} 秒）。`);
}

void main();
