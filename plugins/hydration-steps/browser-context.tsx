/**
 * Stands in for @docusaurus/core's client/browserContext (see README.md). Same exports and the
 * same contract: `isBrowser` is false on the server and during hydration, true after it. The
 * difference is the update's priority: the flip is a transition, so the re-render of every
 * component that reads it (the colour toggle, code blocks, `data-has-hydrated`, …) yields to
 * the browser every few milliseconds instead of running as one long task right after hydration.
 */
import React, {startTransition, useEffect, useState, type ReactNode} from 'react';

export const Context = React.createContext(false);

export function BrowserContextProvider({children}: {children: ReactNode}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
