/**
 * Remark plugin: a Markdown page with an image imports the zoom and renders it once, at the end.
 * Pages without images load none of it; the viewer (PhotoSwipe) loads on the first tap.
 */
import {mdxImport, type MdastNode} from '../../lib/mdx-import';

const COMPONENT = 'ZoomableImages';
const SOURCE = '@site/plugins/image-zoom/ZoomableImages';

/** A Markdown image; Docusaurus's own remark plugins, which run first, make it an `<img>` element. */
const hasImage = (node: MdastNode): boolean =>
  node.type === 'image' ||
  (/^mdxJsx(Flow|Text)Element$/.test(node.type) && node.name === 'img') ||
  Boolean(node.children?.some(hasImage));

export default function remarkImageZoom() {
  return (root: MdastNode) => {
    if (!hasImage(root)) return;
    root.children!.unshift(mdxImport(COMPONENT, SOURCE));
    root.children!.push({type: 'mdxJsxFlowElement', name: COMPONENT, attributes: [], children: []});
  };
}
