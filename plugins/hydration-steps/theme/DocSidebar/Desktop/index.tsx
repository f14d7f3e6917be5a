import type {ReactNode} from 'react';
import DocSidebarDesktop from '@theme-init/DocSidebar/Desktop';
import type DocSidebarDesktopType from '@theme/DocSidebar/Desktop';
import type {WrapperProps} from '@docusaurus/types';
import DesktopOnly from '../../../DesktopOnly';

/** The doc sidebar's desktop column, not hydrated on a phone (see ../../../README.md). */
export default function DocSidebarDesktopWrapper(
  props: WrapperProps<typeof DocSidebarDesktopType>,
): ReactNode {
  return (
    <DesktopOnly>
      <DocSidebarDesktop {...props} />
    </DesktopOnly>
  );
}
