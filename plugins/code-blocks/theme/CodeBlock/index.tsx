import type {ReactNode} from 'react';
// @theme-init is the classic theme's code block; @theme-original here would be this file.
import CodeBlock from '@theme-init/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
// Prism's extra languages, registered with the code block instead of in a client module of
// every page (see ../../README.md).
import './prism-languages';

type Props = WrapperProps<typeof CodeBlockType>;

/** The theme's code block, unchanged: this wrapper exists for the import above. */
export default function CodeBlockWrapper(props: Props): ReactNode {
  return <CodeBlock {...props} />;
}
