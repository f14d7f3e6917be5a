// Replaces the classic theme's tab panel, keeping its markup, so that a panel is linked to its tab
// (a wrapper cannot reach the panel's element): its id is the one its tab names in
// `aria-controls`, and `aria-labelledby` names the tab. `../Tabs` gives every tab those
// attributes; without them the panel is the theme's, unchanged.
import type {ReactNode} from 'react';
import clsx from 'clsx';
// Not public API: locked, with the file that defines it, in tests/unit/upstream-locks.test.ts.
import {useTabs} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/TabItem';
// Locked in tests/unit/upstream-locks.test.ts, like the theme's panel this replaces.
import styles from '@docusaurus/theme-classic/lib/theme/TabItem/styles.module.css';

const idOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

export default function TabItem({children, className, value, attributes}: Props): ReactNode {
  const {selectedValue, lazy} = useTabs();
  const isSelected = value === selectedValue;
  if (!isSelected && lazy) return null;
  return (
    <div
      role="tabpanel"
      id={idOf(attributes?.['aria-controls'])}
      aria-labelledby={idOf(attributes?.id)}
      className={clsx(styles.tabItem, className)}
      hidden={!isSelected}>
      {children}
    </div>
  );
}
