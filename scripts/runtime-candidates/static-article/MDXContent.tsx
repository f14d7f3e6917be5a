/**
 * The article as static HTML on a first visit: while the page hydrates, each Markdown body that
 * holds nothing interactive keeps the HTML the server rendered, and React does not hydrate it.
 * After that (client-side navigation), articles render as usual. Copied by report:runtime into a
 * copy of the site as src/theme/MDXContent/index.tsx; not part of the site.
 *
 * Measurement only: links inside a static article lose client-side navigation and preloading,
 * which a shipped version would restore with one delegated handler.
 */
import {useId, useState, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import MDXContent from '@theme-original/MDXContent';
import type {Props} from '@theme/MDXContent';

/** What needs React to work: a body holding any of these is hydrated as usual. */
const INTERACTIVE = 'button, details, input, select, textarea, [role=tablist]';

/** The server's HTML of the body marked `id`, while the first visit hydrates; else undefined. */
function staticHtml(id: string): string | undefined {
  if (!ExecutionEnvironment.canUseDOM || document.documentElement.dataset.hasHydrated === 'true') {
    return undefined;
  }
  const body = document.querySelector(`[data-article="${CSS.escape(id)}"]`);
  return body && !body.querySelector(INTERACTIVE) ? body.innerHTML : undefined;
}

export default function StaticArticle(props: Props): ReactNode {
  const id = useId();
  // Read once, on the first render of this article: later renders keep the same choice.
  const [html] = useState(() => staticHtml(id));
  // The body's own .markdown class keeps the theme's `.markdown > p` spacing for its children.
  return html === undefined ? (
    <div className="markdown" data-article={id}>
      <MDXContent {...props} />
    </div>
  ) : (
    <div
      className="markdown"
      data-article={id}
      dangerouslySetInnerHTML={{__html: html}}
      suppressHydrationWarning
    />
  );
}
