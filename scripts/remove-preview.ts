/**
 * npm run preview:remove -- TARGET [--reload CMD] [--ssh CMD]
 * Takes a pull request's preview off the origin: TARGET is its folder on the previews origin,
 * HOST:/var/www/cloudisle-previews/pr-N. Removing a preview that was never published succeeds. See deploy/README.md.
 */
import {parseArgs} from 'node:util';
import {DeployError, removePreview} from './lib/deploy';

async function main() {
  const {values, positionals} = parseArgs({
    options: {reload: {type: 'string'}, ssh: {type: 'string'}},
    allowPositionals: true,
  });
  if (positionals.length !== 1) {
    throw new DeployError(
      '用法：npm run preview:remove -- 预览源站:/var/www/cloudisle-previews/pr-编号 [--reload 命令] [--ssh 命令]',
    );
  }
  await removePreview(positionals[0]!, {reload: values.reload, ssh: values.ssh});
  console.log('已删除预览。');
}

main().catch((error) => {
  if (!(error instanceof DeployError) && !(error instanceof TypeError)) throw error;
  console.error(`删除预览失败：${error.message}`);
  process.exit(1);
});
