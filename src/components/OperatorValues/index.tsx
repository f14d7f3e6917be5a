import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {operator} from '@site/src/operator';

// Small components that let Markdown pages show operator values without
// copying them. They are registered for every Markdown page in src/theme/MDXComponents/index.tsx.

export function UserCenterLink({children = '用户中心'}: {children?: ReactNode}): ReactNode {
  return <Link href={operator.userCenterUrl}>{children}</Link>;
}

export function ServerNumber(): ReactNode {
  return <code>{operator.serverNumber}</code>;
}

export function QQGroupNumber(): ReactNode {
  return <code>{operator.qqGroup.number}</code>;
}

/** The site's source repository, shown as its address, for contributors. */
export function SiteRepositoryLink(): ReactNode {
  return <Link href={operator.repository.url}>{operator.repository.url}</Link>;
}
