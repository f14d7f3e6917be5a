/**
 * npm run rollback -- TARGET [--reload CMD]
 * Switches TARGET's `current` back to the release deployed before it, with that release's own
 * security headers, and runs the reload command (default: $DEPLOY_RELOAD). See deploy/README.md.
 */
import {parseArgs} from 'node:util';
import {DeployError, rollback} from './lib/deploy';

try {
  const {values, positionals} = parseArgs({
    options: {reload: {type: 'string'}},
    allowPositionals: true,
  });
  if (positionals.length !== 1) {
    throw new DeployError('用法：npm run rollback -- 目标 [--reload 命令]');
  }
  rollback(positionals[0]!, {reload: values.reload});
  console.log('已回滚。');
} catch (error) {
  if (!(error instanceof DeployError) && !(error instanceof TypeError)) throw error;
  console.error(`回滚失败：${error.message}`);
  process.exit(1);
}
