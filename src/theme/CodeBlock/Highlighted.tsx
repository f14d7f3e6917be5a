// The theme's code block with Prism and its extra languages: a chunk of its own, loaded by the
// first page that shows code (see index.tsx).
import './prism-languages';
import type CodeBlockType from '@theme/CodeBlock';
import CodeBlock from '@theme-original/CodeBlock';

export default CodeBlock as typeof CodeBlockType;
