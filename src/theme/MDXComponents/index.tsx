// Wrapped (not ejected) to make the operator-value components usable in every Markdown page without an import.
import MDXComponents from '@theme-original/MDXComponents';
import {
  QQGroupNumber,
  ServerNumber,
  SiteRepositoryLink,
  UserCenterLink,
} from '@site/src/components/OperatorValues';

export default {...MDXComponents, QQGroupNumber, ServerNumber, SiteRepositoryLink, UserCenterLink};
