// Wrapped so that /blog/authors gets a title and description of its own.
import type {ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type BlogAuthorsListPageType from '@theme/Blog/Pages/BlogAuthorsListPage';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof BlogAuthorsListPageType>;

export default function BlogAuthorsListPageWrapper(props: Props): ReactNode {
  const {authors} = props;
  const names = authors.map(({name, title}) => (title ? `${name}（${title}）` : name));
  return (
    <>
      <BlogAuthorsListPage {...props} />
      <PageMetadata
        title="更新日志作者"
        description={`云岛更新日志的 ${authors.length} 位作者：${names.join('、')}。`}
      />
    </>
  );
}
