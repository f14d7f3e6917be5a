/**
 * npm run deploy -- TARGET [--build DIR] [--commit SHA] [--keep 5] [--reload CMD] [--origin-url URL] [--ssh CMD] [--bwlimit KiB/s]
 * Publishes build/ (or DIR: a build CI made, build-preview/) as releases/<commit>/ on TARGET (a
 * directory, or host:/path over ssh), switches `current` to it, runs the reload command on the
 * target, checks that the origin serves the new release.json (restoring the previous release if
 * not), and keeps the last releases and their /assets/. One deploy or rollback at a time per
 * target; a pull request's preview goes only to …/pr-N, named after --commit (its head) when given.
 * See deploy/README.md.
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {DEFAULT_KEEP, DeployError, deploy} from './lib/deploy';
import {InlineScriptError} from './lib/headers';

const USAGE =
  '用法：npm run deploy -- 目标 [--build 构建目录] [--commit 提交号] [--keep 5] [--reload 命令] [--origin-url 网址] [--ssh 命令] [--bwlimit KiB/s]，目标是本机目录或 user@host:/var/www/cloudisle';

async function main() {
  const {values, positionals} = parseArgs({
    options: {
      keep: {type: 'string', default: String(DEFAULT_KEEP)},
      reload: {type: 'string'},
      'origin-url': {type: 'string'},
      ssh: {type: 'string'},
      build: {type: 'string'},
      commit: {type: 'string'},
      bwlimit: {type: 'string'},
    },
    allowPositionals: true,
  });
  if (positionals.length !== 1) throw new DeployError(USAGE);
  const id = await deploy(path.resolve(__dirname, '..'), positionals[0]!, {
    keep: Number(values.keep),
    reload: values.reload,
    originUrl: values['origin-url'],
    ssh: values.ssh,
    build: values.build,
    commit: values.commit,
    bwlimit: values.bwlimit ? Number(values.bwlimit) : undefined,
  });
  console.log(`已发布 ${id}。出问题时回滚：npm run rollback -- ${positionals[0]}`);
}

main().catch((error) => {
  const refused = [DeployError, InlineScriptError, TypeError].some((kind) => error instanceof kind);
  if (!refused) throw error;
  console.error(`发布失败：${error.message}`);
  process.exit(1);
});
