/**
 * npm run rollback -- TARGET [--reload CMD] [--origin-url URL] [--ssh CMD]
 * Switches TARGET's `current` back to the release deployed before it, with that release's own
 * security headers, runs the reload command and checks that the origin serves that release
 * (putting the current one back if not). See deploy/README.md.
 */
import {parseArgs} from 'node:util';
import {DeployError, rollback} from './lib/deploy';

async function main() {
  const {values, positionals} = parseArgs({
    options: {reload: {type: 'string'}, 'origin-url': {type: 'string'}, ssh: {type: 'string'}},
    allowPositionals: true,
  });
  if (positionals.length !== 1) {
    throw new DeployError(
      '用法：npm run rollback -- 目标 [--reload 命令] [--origin-url 网址] [--ssh 命令]',
    );
  }
  await rollback(positionals[0]!, {
    reload: values.reload,
    originUrl: values['origin-url'],
    ssh: values.ssh,
  });
  console.log('已回滚。');
}

main().catch((error) => {
  if (!(error instanceof DeployError) && !(error instanceof TypeError)) throw error;
  console.error(`回滚失败：${error.message}`);
  process.exit(1);
});
