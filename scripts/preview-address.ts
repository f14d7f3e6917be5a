/**
 * npm run --silent preview:address -- N
 * Prints the public address of pull request N's preview, https://pr-N.<previewDomain>/ (the
 * domain is src/operator.ts's), for the comment preview-deploy.yml leaves on the pull request.
 */
import {previewAddress} from '../src/preview';

try {
  console.log(previewAddress(process.argv[2] ?? ''));
} catch {
  console.error('用法：npm run --silent preview:address -- 拉取请求的编号');
  process.exit(1);
}
