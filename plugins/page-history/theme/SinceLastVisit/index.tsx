// The home page's list of the pages changed since the player's last visit (src/pages/index.tsx
// renders it first in <main>): nothing until show.tsx has found some.
import type {ReactNode} from 'react';
import {useSinceLastVisit} from '../../since';

export default function SinceLastVisit(): ReactNode {
  return useSinceLastVisit()?.home;
}
