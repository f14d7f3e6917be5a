/**
 * A page's source reduced to the text a player reads on it, one line per heading, paragraph, list
 * item, table row and code line: what the history compares, so that its diffs, its sections and
 * its "formatting only" are about that text and never about MDX (front matter, ids, components,
 * link targets, admonition markers, imports).
 */
import {expandGameData, type GameData} from '../../lib/game-data';
import {blankFrontMatter, markdownHeadings, parseMdx} from '../../lib/markdown-links';
import type {MdastNode} from '../../lib/mdx-import';
import {operator} from '../../src/operator';

export interface VisibleLine {
  text: string;
  /** The page's title (front matter) or a heading: where the history's sections start. */
  heading?: 'title' | 'heading';
}

/**
 * What the components of src/components/OperatorValues show, for the ones pages write without
 * children (<UserCenterLink />): dropped, they would leave a sentence with a hole in it.
 */
const COMPONENT_TEXT: Record<string, string> = {
  UserCenterLink: '用户中心',
  ServerNumber: operator.serverNumber,
  QQGroupNumber: operator.qqGroup.number,
  SiteRepositoryLink: operator.repository.url,
};

/** The text of inline content: links by their text, images by their description, no expressions. */
function inline(node: MdastNode): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      return String(node.value);
    case 'image':
      return node.alt ? `（图：${String(node.alt)}）` : '';
    case 'break':
      return '\n';
    case 'mdxTextExpression':
    case 'mdxFlowExpression':
    case 'html':
    case 'footnoteReference':
      return '';
    case 'mdxJsxTextElement':
    case 'mdxJsxFlowElement':
      if (!node.children?.length) return COMPONENT_TEXT[String(node.name)] ?? '';
  }
  return (node.children ?? []).map(inline).join('');
}

/**
 * An admonition's opening line (`:::warning[标题]`, or the older `:::warning 标题`) or its closing
 * `:::`: Docusaurus shows the title, if any, and nothing of the markers. The site's MDX is parsed
 * without the directive syntax, so they arrive as a paragraph's lines.
 */
const ADMONITION = /^:{3,}\s*(?:[\w-]+\s*)?(?:\[(.*)\]|(.*))$/;

/** A paragraph's lines, joined as the browser joins them, admonition markers turned into titles. */
function paragraph(text: string, out: VisibleLine[]) {
  let run: string[] = [];
  const flush = () => {
    if (run.length > 0) out.push({text: run.join(' ')});
    run = [];
  };
  for (const line of text.split('\n').map((part) => part.trim())) {
    const marker = ADMONITION.exec(line);
    if (!marker) {
      if (line) run.push(line);
      continue;
    }
    flush();
    const title = (marker[1] ?? marker[2] ?? '').trim();
    if (title) out.push({text: title});
  }
  flush();
}

function blocks(node: MdastNode, out: VisibleLine[]) {
  switch (node.type) {
    case 'heading':
      out.push({text: inline(node).replace(/\s+/g, ' ').trim(), heading: 'heading'});
      return;
    case 'paragraph':
      return paragraph(inline(node), out);
    case 'code':
      for (const line of String(node.value).split('\n')) out.push({text: line});
      return;
    case 'table':
      // A row's cells side by side, as the table shows them.
      for (const row of node.children ?? [])
        out.push({text: (row.children ?? []).map((cell) => inline(cell).trim()).join(' | ')});
      return;
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'html':
    case 'definition':
    case 'thematicBreak':
      return;
  }
  if (node.children) {
    // A component used as a block with no children (<ServerNumber />) still shows its text.
    if (node.type === 'mdxJsxFlowElement' && node.children.length === 0) {
      const text = inline(node);
      if (text) out.push({text});
    }
    for (const child of node.children) blocks(child, out);
  } else if (typeof node.value === 'string') {
    paragraph(node.value, out);
  }
}

/**
 * The lines a player reads on a page made from `source` with the title `title` (its front
 * matter's), the title first. A version that is not valid MDX (which the build would have
 * refused) is compared by its lines after the front matter, so that an old mistake cannot stop
 * the build. The game's numbers (<GameTable />, <GameValue />) read as `game` has them today;
 * a tag an older version wrote for a row the data no longer has reads as nothing.
 */
export function visibleLines(source: string, title?: string, game: GameData = {}): VisibleLine[] {
  const lines: VisibleLine[] = title ? [{text: title, heading: 'title'}] : [];
  // Headings without their ids: Docusaurus takes a {#id} out before MDX would read it as code.
  const withIds = new Map(
    markdownHeadings(source).flatMap((heading) => (heading.id ? [[heading.line, heading]] : [])),
  );
  const withoutIds = source
    .split('\n')
    .map((line, index) => {
      const heading = withIds.get(index + 1);
      return heading ? `${'#'.repeat(heading.depth)} ${heading.text}` : line;
    })
    .join('\n');
  try {
    const tree = parseMdx(withoutIds) as MdastNode;
    try {
      expandGameData(tree, game, 'an older version');
    } catch {
      // Left as it was: the tags not yet expanded read as nothing.
    }
    blocks(tree, lines);
  } catch {
    const body = blankFrontMatter(source);
    for (const text of body.split('\n')) if (text.trim()) lines.push({text});
  }
  return lines.filter(({text}) => text.trim() !== '');
}

/** Whether two versions read the same: the same visible text, whatever its spacing. */
export const readsTheSame = (a: VisibleLine[], b: VisibleLine[]) => {
  const words = (lines: VisibleLine[]) => lines.map(({text}) => text.replace(/\s+/g, '')).join('');
  return words(a) === words(b);
};
