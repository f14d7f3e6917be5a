/**
 * npm run search:misses -- EXPORT.csv [--min N]
 * Lists the searches that helped nobody in an export of Baidu Tongji's 事件分析 (CSV, UTF-8 or
 * GB18030), as candidates for docs/aliases.yml: each query once, searched at least N times
 * (default 2), most often first, with those already written as an alias apart. Writes nothing.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {AliasFileError, readAliases} from '../lib/search-aliases';
import {
  ExportError,
  decodeExport,
  missesReport,
  readEventExport,
  searchMisses,
} from './lib/search-misses';

const siteDir = path.resolve(__dirname, '..');
const USAGE = '用法：npm run search:misses -- 百度统计导出的文件.csv [--min 最少次数]';

try {
  const {values, positionals} = parseArgs({
    options: {min: {type: 'string', default: '2'}},
    allowPositionals: true,
  });
  const min = Number(values.min);
  if (positionals.length !== 1 || !Number.isInteger(min) || min < 1) throw new ExportError(USAGE);
  const file = positionals[0]!;
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    throw new ExportError(`${file}：读不到这个文件。${USAGE}`);
  }
  const rows = readEventExport(decodeExport(bytes), file);
  process.stdout.write(missesReport(searchMisses(rows, readAliases(siteDir), min), file, min));
} catch (error) {
  if (error instanceof AliasFileError) {
    console.error(`docs/aliases.yml 第 ${error.line} 行：${error.message}`);
  } else if (
    error instanceof ExportError ||
    (error as {code?: string}).code?.startsWith('ERR_PARSE_ARGS')
  ) {
    console.error((error as Error).message);
  } else {
    throw error;
  }
  process.exit(1);
}
