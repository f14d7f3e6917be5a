import type {ReactNode} from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
// Prism's extra languages, registered with the code block instead of in a client module of
// every page (see plugins/lazy-prism).
import './prism-languages';

type Props = WrapperProps<typeof CodeBlockType>;

/** The theme's code block, unchanged; this wrapper only carries the import above. */
export default function CodeBlockWrapper(props: Props): ReactNode {
  return <CodeBlock {...props} />;
}
