import {Children, type ReactNode} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useColorMode, useThemeConfig} from '@docusaurus/theme-common';
// @theme-init is the classic theme's code block; @theme-original here would be this file.
import CodeBlock from '@theme-init/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import type {CodeBlocksData} from '../../index';
// Prism's extra languages, registered with the code block instead of in a client module of
// every page (see ../../README.md).
import './prism-languages';

type Props = WrapperProps<typeof CodeBlockType>;

/**
 * The theme's code block, rebuilt after hydration only when it has to be. The server renders the
 * Prism colours of the default colour mode, and hydration keeps those inline styles even when the
 * player's mode differs; the classic theme therefore rebuilds every code block once the page has
 * hydrated (a `key` that changes with `isBrowser`). In the default mode nothing differs: the
 * block keeps the server's elements, and a page of many code blocks skips that work.
 */
export default function CodeBlockWrapper({children, ...props}: Props): ReactNode {
  const {rebuildOnlyForOtherModes} = usePluginData('code-blocks') as CodeBlocksData;
  const isBrowser = useIsBrowser();
  const {colorMode} = useColorMode();
  const {defaultMode} = useThemeConfig().colorMode;
  if (!rebuildOnlyForOtherModes) return <CodeBlock {...props}>{children}</CodeBlock>;
  const parts = Children.toArray(children);
  const text = parts.every((part) => typeof part === 'string') ? parts.join('') : undefined;
  const rendered = isBrowser && colorMode !== defaultMode ? 'in another mode' : 'as on the server';
  return text === undefined ? (
    <ElementContent key={rendered} {...props}>
      {children}
    </ElementContent>
  ) : (
    <StringContent key={rendered} {...props}>
      {text}
    </StringContent>
  );
}
