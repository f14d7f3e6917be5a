/**
 * 问题排查: the question trees of docs/faq/troubleshooting.yml given to the page's
 * `<Troubleshooter />`, each solution's links named by their target's title (see README.md).
 */
import {createHash} from 'node:crypto';
import {docPages} from '../../lib/doc-pages';
import {routeKey} from '../../lib/search-aliases';
import type {MdastNode} from '../../lib/mdx-import';
import {
  TROUBLESHOOTING_FILE,
  isQuestion,
  readTroubleshooting,
  type Tree,
} from '../../lib/troubleshooting';

/** A solution's link as the page shows it: the address and the target's title (and heading). */
export interface NamedLink {
  href: string;
  title: string;
}

/** The join-group page, a page of plugins/join-group-page rather than a doc; its title. */
const JOIN_GROUP = {path: '/book/qqgroup', title: '加入官方群'};

/** The trees with each link named; fails, naming the file, on a tree or a link that is broken. */
export function troubleshootingTrees(siteDir: string): Tree<NamedLink>[] {
  const {trees, problems} = readTroubleshooting(siteDir);
  if (problems.length > 0) {
    throw new Error(
      `${TROUBLESHOOTING_FILE}: ${problems.map((p) => `第 ${p.line} 行 ${p.problem}（${p.fix}）`).join('；')}。运行 npm run check:content 看全部问题。`,
    );
  }
  const pages = docPages(siteDir);
  const name = (href: string): NamedLink => {
    const [address, anchor] = href.split('#') as [string, string | undefined];
    if (address === JOIN_GROUP.path && !anchor) return {href, title: JOIN_GROUP.title};
    const page = pages.find(({permalink}) => routeKey(permalink) === routeKey(address));
    const heading = anchor === undefined ? undefined : page?.headings.get(anchor);
    if (!page || (anchor !== undefined && heading === undefined)) {
      throw new Error(
        `${TROUBLESHOOTING_FILE}: 链接 ${href} 指向的页面或小标题不存在（运行 npm run check:content 看怎样改）`,
      );
    }
    return {href, title: heading === undefined ? page.title : `${page.title}：${heading}`};
  };
  return trees.map((tree) => ({
    ...tree,
    steps: Object.fromEntries(
      Object.entries(tree.steps).map(([id, step]) => [
        id,
        isQuestion(step) ? step : {answer: step.answer, links: step.links.map(name)},
      ]),
    ),
  }));
}

/**
 * Remark plugin, with its options: `<Troubleshooter />` gets the trees as JSON. As with
 * related-updates, Docusaurus gets only their fingerprint as the option, so an edited tree
 * compiles the page again instead of coming from the bundler's cache.
 */
export function remarkTroubleshooter(
  siteDir: string,
): [() => (root: MdastNode) => void, {trees: string}] {
  const trees = JSON.stringify(troubleshootingTrees(siteDir));
  const fingerprint = createHash('sha256').update(trees).digest('hex');
  const give = (node: MdastNode) => {
    if (node.type === 'mdxJsxFlowElement' && node.name === 'Troubleshooter') {
      node.attributes = [{type: 'mdxJsxAttribute', name: 'trees', value: trees}];
    }
    node.children?.forEach(give);
  };
  return [() => give, {trees: fingerprint}];
}
