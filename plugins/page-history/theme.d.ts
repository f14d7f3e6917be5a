// The theme component this plugin adds (theme/SinceLastVisit), as `@theme/SinceLastVisit` for the home page.
declare module '@theme/SinceLastVisit' {
  import type {ReactNode} from 'react';

  export default function SinceLastVisit(): ReactNode;
}
