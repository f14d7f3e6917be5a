// Wrapped (not ejected) to make the operator-value components and <CurrentVersion /> usable in
// every Markdown page without an import.
import MDXComponents from '@theme-original/MDXComponents';
import CurrentVersion from '@site/src/components/CurrentVersion';
import {
  QQGroupNumber,
  ServerNumber,
  SiteRepositoryLink,
  UserCenterLink,
} from '@site/src/components/OperatorValues';

export default {
  ...MDXComponents,
  CurrentVersion,
  QQGroupNumber,
  ServerNumber,
  SiteRepositoryLink,
  UserCenterLink,
};
