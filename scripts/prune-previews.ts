/**
 * npm run preview:prune -- ROOT --open "N N …" [--reload CMD] [--ssh CMD]
 * Removes every preview in ROOT, the previews' root folder (HOST:/var/www/cloudisle-previews),
 * whose pull request is not among the open ones: preview-prune.yml passes the numbers that
 * `gh pr list --state open` prints. See deploy/README.md.
 */
import {parseArgs} from 'node:util';
import {DeployError} from './lib/deploy';
import {prunePreviews} from './lib/preview-prune';

const USAGE =
  '用法：npm run preview:prune -- 预览源站:/var/www/cloudisle-previews --open "打开的拉取请求编号，空格分隔" [--reload 命令] [--ssh 命令]';

async function main() {
  const {values, positionals} = parseArgs({
    options: {open: {type: 'string'}, reload: {type: 'string'}, ssh: {type: 'string'}},
    allowPositionals: true,
  });
  // Without the list every preview would look closed: it must be given, even empty.
  if (positionals.length !== 1 || values.open === undefined) throw new DeployError(USAGE);
  const words = values.open.split(/[\s,]+/).filter(Boolean);
  const wrong = words.filter((word) => !/^[1-9]\d*$/.test(word));
  if (wrong.length > 0) {
    throw new DeployError(
      `--open 只能是拉取请求的编号（正整数，空格分隔），收到 ${JSON.stringify(wrong.join(' '))}；一个预览也没有删除。${USAGE}`,
    );
  }
  const open = new Set(words.map(Number));
  const removed = await prunePreviews(positionals[0]!, open, {
    reload: values.reload,
    ssh: values.ssh,
  });
  console.log(
    `已删除 ${removed.length} 个已关闭的拉取请求的预览；打开的拉取请求有 ${open.size} 个。`,
  );
}

main().catch((error) => {
  if (!(error instanceof DeployError) && !(error instanceof TypeError)) throw error;
  console.error(`清理预览失败：${error.message}`);
  process.exit(1);
});
