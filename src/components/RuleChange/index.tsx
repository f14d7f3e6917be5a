import type {ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

/**
 * The wrapper of 最近改动, which plugins/page-history puts under a rules page's title for a change
 * at most RULE_CHANGE_DAYS old when the site was built. The site may be served for weeks after its
 * build, so the browser drops the note once `until` (ISO 8601) has passed: after hydration (the
 * server's HTML and the first render agree) and at once on a page opened inside the app. The note
 * itself stays Markdown, so this is all the script it adds.
 */
export default function RuleChangeNote({
  until,
  children,
}: {
  until: string;
  children: ReactNode;
}): ReactNode {
  const isBrowser = useIsBrowser();
  if (isBrowser && Date.now() > Date.parse(until)) return null;
  return (
    // About the page rather than of it: kept out of the search index and the Markdown twin.
    // src/css/custom.css hides it while 有更新 (plugins/page-history/show.tsx), which covers this
    // change, is shown.
    <div className="rule-change" data-pagefind-ignore="all">
      {children}
    </div>
  );
}
