// Wrapped (not ejected): a page whose theme markup skips a heading level (the blog archive: an
// h1, then an h3 for each year) can have the theme's headings rendered one level up, looking as
// they did. Everywhere else the heading is the theme's, unchanged.
import {createContext, useContext, type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme-original/Heading';
import type HeadingType from '@theme/Heading';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof HeadingType>;
type Level = Props['as'];

/** Which levels to render as which inside it; each keeps the look of the level it was. */
export const HeadingLevels = createContext<Partial<Record<Level, Level>>>({});

export default function HeadingWrapper({as, className, ...props}: Props): ReactNode {
  const level = useContext(HeadingLevels)[as];
  return level ? (
    <Heading {...props} as={level} className={clsx(className, styles[as])} />
  ) : (
    <Heading {...props} as={as} className={className} />
  );
}
