/**
 * npm run deploy -- TARGET [--keep 5] [--reload CMD] [--bwlimit KiB/s]
 * Publishes build/ as releases/<commit>/ on TARGET (a directory, or user@host:/path over ssh),
 * switches `current` to it, keeps the last releases and their /assets/, and runs the reload
 * command (default: $DEPLOY_RELOAD) on the target. See deploy/README.md.
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {DEFAULT_KEEP, DeployError, deploy} from './lib/deploy';

const USAGE =
  '用法：npm run deploy -- 目标 [--keep 5] [--reload 命令] [--bwlimit KiB/s]，目标是本机目录或 user@host:/var/www/cloudisle';

try {
  const {values, positionals} = parseArgs({
    options: {
      keep: {type: 'string', default: String(DEFAULT_KEEP)},
      reload: {type: 'string'},
      bwlimit: {type: 'string'},
    },
    allowPositionals: true,
  });
  if (positionals.length !== 1) throw new DeployError(USAGE);
  const id = deploy(path.resolve(__dirname, '..'), positionals[0]!, {
    keep: Number(values.keep),
    reload: values.reload,
    bwlimit: values.bwlimit ? Number(values.bwlimit) : undefined,
  });
  console.log(`已发布 ${id}。出问题时回滚：npm run rollback -- ${positionals[0]}`);
} catch (error) {
  if (!(error instanceof DeployError) && !(error instanceof TypeError)) throw error;
  console.error(`发布失败：${error.message}`);
  process.exit(1);
}
