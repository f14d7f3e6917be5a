import type {ReactNode} from 'react';
import DocItemTOCDesktop from '@theme-init/DocItem/TOC/Desktop';
import DesktopOnly from '../../../../DesktopOnly';

/** A doc's table of contents in the right column, not hydrated on a phone (see the README). */
export default function DocItemTOCDesktopWrapper(): ReactNode {
  return (
    <DesktopOnly>
      <DocItemTOCDesktop />
    </DesktopOnly>
  );
}
