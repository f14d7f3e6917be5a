import {lazy, Suspense, type ReactNode} from 'react';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof CodeBlockType>;

// Prism and its grammars are about 29 KB gzip. Every Markdown page imports the code block
// through MDXComponents, so without this split every doc and post would load Prism, most of them
// without showing any code. The static HTML already holds the highlighted code: the server waits
// for the lazy component, and on the client React keeps that HTML until the chunk arrives.
const Highlighted = lazy(() => import('./Highlighted'));

/** The theme's code block, with Prism loaded only where code is shown. */
export default function CodeBlockWrapper(props: Props): ReactNode {
  return (
    <Suspense
      fallback={
        <pre>
          <code>{props.children}</code>
        </pre>
      }>
      <Highlighted {...props} />
    </Suspense>
  );
}
