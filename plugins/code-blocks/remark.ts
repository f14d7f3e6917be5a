/**
 * Remark plugin: a Markdown page with fenced code imports the code block itself.
 *
 * The theme renders fences through MDXComponents (`code`), which every Markdown
 * page shares, so the code block and Prism (about 38 KB gzip, a 300 ms task on a
 * throttled phone) loaded on every doc and post, with code or not. This plugin
 * turns each fence into `<FencedCodeBlock>` with the props the theme's MDXCode
 * would have passed, and adds `import FencedCodeBlock from '@theme/CodeBlock'`
 * to that page only. The chunk is then part of the page's route and loads before
 * hydration, and `theme/MDXComponents/Code.tsx` renders inline code only.
 */
import {mdxImport, type MdastNode} from '../../lib/mdx-import';

interface FencedCode extends MdastNode {
  type: 'code';
  lang?: string | null;
  meta?: string | null;
  value: string;
}

/** A local name no page is likely to use for anything else. */
const COMPONENT = 'FencedCodeBlock';

const attribute = (name: string, value: string) => ({type: 'mdxJsxAttribute', name, value});

/** The element MDXCode used to render: className, metastring and the code, as CodeBlock takes them. */
function codeBlockElement({lang, meta, value}: FencedCode): MdastNode {
  return {
    type: 'mdxJsxFlowElement',
    name: COMPONENT,
    attributes: [
      ...(lang ? [attribute('className', `language-${lang}`)] : []),
      ...(meta ? [attribute('metastring', meta)] : []),
      attribute('children', value),
    ],
    children: [],
  };
}

/** Replaces the fences under `node`; returns whether there were any. */
function replaceFences(node: MdastNode): boolean {
  if (!node.children) return false;
  let found = false;
  node.children = node.children.map((child) => {
    if (child.type === 'code') {
      found = true;
      return codeBlockElement(child as FencedCode);
    }
    found = replaceFences(child) || found;
    return child;
  });
  return found;
}

export default function remarkCodeBlockImport() {
  return (root: MdastNode) => {
    if (replaceFences(root)) root.children!.unshift(mdxImport(COMPONENT, '@theme/CodeBlock'));
  };
}
