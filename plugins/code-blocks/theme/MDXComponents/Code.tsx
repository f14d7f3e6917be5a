// Replaces the theme's MDXCode, which imports the code block (and with it Prism)
// into every Markdown page. Fenced code never reaches this component: ../../remark.ts
// renders it through a code block that the page imports itself. What is left is
// inline code.
import type {ReactNode} from 'react';
import CodeInline from '@theme/CodeInline';
import type {Props} from '@theme/CodeInline';

export default function MDXCode(props: Props): ReactNode {
  return <CodeInline {...props} />;
}
