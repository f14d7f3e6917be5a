// Wrapped (not ejected): the classic theme's tabs never say which panel a tab shows, so a screen
// reader cannot tell, and the W3C checker reports every selected tab. This gives each tab an id
// and names the panel it controls (`aria-controls`); the panel (`../TabItem`) takes that id and
// names its tab back (`aria-labelledby`). The ids come from useId(): unique on the page and the
// same in the server's HTML and after hydration.
import {Children, cloneElement, isValidElement, useId, type ReactNode} from 'react';
import Tabs from '@theme-original/Tabs';
import type TabsType from '@theme/Tabs';
import type {Props as TabItemProps} from '@theme/TabItem';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof TabsType>;

export default function TabsWrapper({children, values, ...props}: Props): ReactNode {
  const prefix = useId();
  const ids = new Map<string, number>();
  /** A tab's attributes, those it was given winning. Lazy tabs render no hidden panel to name. */
  const linked = (value: string, attributes: TabItemProps['attributes']) => {
    if (!ids.has(value)) ids.set(value, ids.size);
    const id = `${prefix}tab-${ids.get(value)}`;
    return {id, 'aria-controls': props.lazy ? undefined : `${id}-panel`, ...attributes};
  };
  const items = Children.map(children, (child) =>
    isValidElement<TabItemProps>(child) && typeof child.props.value === 'string'
      ? cloneElement(child, {attributes: linked(child.props.value, child.props.attributes)})
      : child,
  );
  return (
    <Tabs
      {...props}
      // With `values`, the tabs take their attributes from it, not from the items.
      values={values?.map((tab) => ({...tab, attributes: linked(tab.value, tab.attributes)}))}>
      {items}
    </Tabs>
  );
}
