// Replaces the root error fallback: Docusaurus's own reads "This page crashed" in English only.
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Layout from '@theme/Layout';
import ErrorPageContent from '@theme/ErrorPageContent';
import type {Props} from '@theme/Error';

export default function Error({error, tryAgain}: Props): ReactNode {
  const content = <ErrorPageContent error={error} tryAgain={tryAgain} />;
  return (
    // The layout itself may be what crashed: then show the message without it.
    <ErrorBoundary fallback={() => content}>
      <Head>
        <title>此页已崩溃</title>
      </Head>
      <Layout>{content}</Layout>
    </ErrorBoundary>
  );
}
