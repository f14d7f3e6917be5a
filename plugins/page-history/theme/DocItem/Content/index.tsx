// 有更新 on a page changed since the player last saw it, right under its title: the content's
// first child, beside the title's header.
import type {ReactNode} from 'react';
import Content from '@theme-init/DocItem/Content';
import type {Props} from '@theme/DocItem/Content';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {pageKey} from '../../../seen';
import {useSinceLastVisit} from '../../../since';

export default function DocItemContentWrapper({children}: Props): ReactNode {
  const since = useSinceLastVisit();
  const {permalink} = useDoc().metadata;
  // The note of the page it was found for: not the one the player has just left.
  const note = since?.page === pageKey(permalink) ? since.note : undefined;
  return (
    <Content>
      {note}
      {children}
    </Content>
  );
}
