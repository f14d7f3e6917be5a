/**
 * Rehype plugin: makes every Markdown table keyboard-focusable. Wide tables
 * scroll sideways on a phone, and a scrollable region must be reachable from
 * the keyboard (axe: scrollable-region-focusable).
 */
interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

function visit(node: HastNode) {
  if (node.type === 'element' && node.tagName === 'table') {
    node.properties = {...node.properties, tabIndex: 0};
  }
  node.children?.forEach(visit);
}

export default function rehypeFocusableTables() {
  return (tree: HastNode) => visit(tree);
}
