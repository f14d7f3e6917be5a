// Wrapped (not ejected): the classic theme renders each line of a code block as a <div> inside
// <code>, which HTML does not allow (<code> holds phrasing content only), so the W3C checker
// reported every line of every code block. The same line, from the theme's own component, as a
// <span>: same class names, tokens, line numbers and highlighting; `styles.css` lays it out as
// the block the <div> was.
import {createElement, isValidElement, type ReactNode} from 'react';
import Line from '@theme-original/CodeBlock/Line';
import type LineType from '@theme/CodeBlock/Line';
import type {WrapperProps} from '@docusaurus/types';
import './styles.css';

type Props = WrapperProps<typeof LineType>;

export default function LineWrapper(props: Props): ReactNode {
  // The theme's line calls no hooks: rendering it here gives its element, a <div> whose props
  // (class names, style, children) are the line's.
  const line: ReactNode = Line(props);
  if (isValidElement<Record<string, unknown>>(line) && line.type === 'div') {
    return createElement('span', line.props);
  }
  // A newer theme renders the line otherwise: leave it (`npm run check:html` tells).
  return line;
}
