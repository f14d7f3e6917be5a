// Wrapped (not ejected): the archive's title is an h1 and each year under it an h3, so the page
// skipped a heading level (a screen reader's outline has no h2, and the W3C checker reports it).
// The years are h2 here, at the size the theme gave them.
import type {ReactNode} from 'react';
import BlogArchivePage from '@theme-original/BlogArchivePage';
import type BlogArchivePageType from '@theme/BlogArchivePage';
import type {WrapperProps} from '@docusaurus/types';
import {HeadingLevels} from '@site/src/theme/Heading';

type Props = WrapperProps<typeof BlogArchivePageType>;

const YEARS_AS_H2 = {h3: 'h2'} as const;

export default function BlogArchivePageWrapper(props: Props): ReactNode {
  return (
    <HeadingLevels.Provider value={YEARS_AS_H2}>
      <BlogArchivePage {...props} />
    </HeadingLevels.Provider>
  );
}
