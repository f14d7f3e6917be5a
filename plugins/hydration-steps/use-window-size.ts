/**
 * Stands in for @docusaurus/theme-common's hooks/useWindowSize (see README.md). Same export and
 * the same values ("ssr" until the first effect, then "desktop" above 996 px, else "mobile").
 * The first measurement, which swaps the server's layout for the phone's or the desktop's parts
 * right after hydration, is a transition; later resizes update at once, as before.
 */
import {startTransition, useEffect, useState} from 'react';
import {DESKTOP_BREAKPOINT} from './breakpoint';

type WindowSize = 'desktop' | 'mobile' | 'ssr';

export function useWindowSize({desktopBreakpoint = DESKTOP_BREAKPOINT} = {}): WindowSize {
  const [windowSize, setWindowSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const measure = (): WindowSize =>
      window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile';
    startTransition(() => setWindowSize(measure()));
    const onResize = () => setWindowSize(measure());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [desktopBreakpoint]);
  return windowSize;
}
