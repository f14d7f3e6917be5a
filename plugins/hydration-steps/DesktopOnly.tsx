import {useEffect, useState, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {DESKTOP_BREAKPOINT} from './breakpoint';
import styles from './DesktopOnly.module.css';

/** Where the theme's CSS hides the desktop sidebars and table of contents. */
const PHONE = `(max-width: ${DESKTOP_BREAKPOINT}px)`;

/**
 * A part of the page that only a desktop-wide window shows. The server renders it for every
 * width, since it cannot know the screen. When a phone hydrates the page, this keeps the
 * server's elements as they are instead of hydrating them: React leaves the children of an
 * element with `dangerouslySetInnerHTML` alone. The theme then drops the part once it has
 * measured the window. Should the window grow past the breakpoint first, the part is rendered
 * for real. Mounted after hydration (a client navigation, a window that grew), it renders at once.
 */
export default function DesktopOnly({children}: {children: ReactNode}): ReactNode {
  const isBrowser = useIsBrowser();
  const [keepServerElements, setKeepServerElements] = useState(
    () => ExecutionEnvironment.canUseDOM && !isBrowser && window.matchMedia(PHONE).matches,
  );
  useEffect(() => {
    if (!keepServerElements) return undefined;
    const phone = window.matchMedia(PHONE);
    const onChange = () => {
      if (!phone.matches) setKeepServerElements(false);
    };
    phone.addEventListener('change', onChange);
    return () => phone.removeEventListener('change', onChange);
  }, [keepServerElements]);
  // The wrapper has no box of its own (display: contents), so the layout is the theme's.
  return keepServerElements ? (
    <div
      key="server"
      className={styles.part}
      dangerouslySetInnerHTML={{__html: ''}}
      suppressHydrationWarning
    />
  ) : (
    <div key="client" className={styles.part}>
      {children}
    </div>
  );
}
