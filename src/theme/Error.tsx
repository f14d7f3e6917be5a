// Replaces the root error fallback: Docusaurus's own reads "This page crashed" in English only.
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
// Not a public API (listed in UPGRADING.md): core's own fallback renders inside this provider,
// because the theme's layout (navbar, footer) reads the route context, which a crash above the
// routes leaves unset.
import {RouteContextProvider} from '@docusaurus/core/lib/client/routeContext';
import Layout from '@theme/Layout';
import ErrorPageContent from '@theme/ErrorPageContent';
import type {Props} from '@theme/Error';

const errorRoute = {plugin: {name: 'docusaurus-core-error-boundary', id: 'default'}};

export default function Error({error, tryAgain}: Props): ReactNode {
  const content = <ErrorPageContent error={error} tryAgain={tryAgain} />;
  return (
    <RouteContextProvider value={errorRoute}>
      {/* The layout itself may be what crashed: then show the message without it. */}
      <ErrorBoundary fallback={() => content}>
        <Head>
          <title>此页已崩溃</title>
        </Head>
        <Layout>{content}</Layout>
      </ErrorBoundary>
    </RouteContextProvider>
  );
}
