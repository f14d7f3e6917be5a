/**
 * The last net under the previews: every preview on the origin whose pull request is not open is
 * removed, whatever left it there (a failed removal, a publish that raced the close, an outage of
 * the origin on the day the pull request closed). The origin's folders are the list, not GitHub's
 * recently closed pull requests, so nothing is forgotten however long ago it closed.
 */
import {DeployError, listPreviews, removePreview, type DeployOptions} from './deploy';

/**
 * How long each removal waits for a publish that holds the preview's lock. Short: a held lock is
 * a publish in progress, which takes its preview down itself if the pull request has closed, and
 * the next day's run tries again; waiting the ten minutes of a single removal for each preview
 * could outlast the job.
 */
export const PRUNE_LOCK_WAIT_SECONDS = 60;

export type PruneOptions = Pick<DeployOptions, 'reload' | 'ssh' | 'log'> & {
  lockWaitSeconds?: number;
};

/**
 * Removes each preview (folder pr-N, nothing else) in the previews' root folder `rawRoot` (a local
 * directory or HOST:/path, as for `npm run deploy`) whose number is not in `open`. One failure
 * does not stop the others: all of them are reported together at the end, by rejecting.
 * Resolves with the numbers removed.
 */
export async function prunePreviews(
  rawRoot: string,
  open: ReadonlySet<number>,
  options: PruneOptions = {},
): Promise<number[]> {
  const root = rawRoot.replace(/\/+$/, '');
  const removed: number[] = [];
  const failures: string[] = [];
  const stale = listPreviews(root, options)
    .filter((number) => !open.has(number))
    .sort((a, b) => a - b);
  for (const number of stale) {
    try {
      await removePreview(`${root}/pr-${number}`, {
        ...options,
        lockWaitSeconds: options.lockWaitSeconds ?? PRUNE_LOCK_WAIT_SECONDS,
      });
      removed.push(number);
    } catch (error) {
      failures.push(`pr-${number}：${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (failures.length > 0) {
    throw new DeployError(
      `${failures.length} 个预览没有删掉（另外删除了 ${removed.length} 个）：\n${failures.join('\n')}\n按上面的原因处理后再运行一次，或者等明天的自动清理。`,
    );
  }
  return removed;
}
