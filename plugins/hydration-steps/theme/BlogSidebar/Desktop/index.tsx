import type {ReactNode} from 'react';
import BlogSidebarDesktop from '@theme-init/BlogSidebar/Desktop';
import type BlogSidebarDesktopType from '@theme/BlogSidebar/Desktop';
import type {WrapperProps} from '@docusaurus/types';
import DesktopOnly from '../../../DesktopOnly';

/** The blog's recent-posts column, not hydrated on a phone (see ../../../README.md). */
export default function BlogSidebarDesktopWrapper(
  props: WrapperProps<typeof BlogSidebarDesktopType>,
): ReactNode {
  return (
    <DesktopOnly>
      <BlogSidebarDesktop {...props} />
    </DesktopOnly>
  );
}
