import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {gameFacts} from '@site/src/facts';

/** The page a file of docs/ is served at: docs/faq/rename.md → /docs/faq/rename. */
function routeOf(file: string): string {
  return `/${file.replace(/\.mdx?$/, '').replace(/\/index$/, '/')}`;
}

/** The facts `npm run check:content` compares every page with, as src/facts.ts holds them. */
export default function GameFactTable(): ReactNode {
  return (
    <table>
      <thead>
        <tr>
          <th>事实</th>
          <th>现在的值</th>
          <th>唯一出处</th>
          <th>检查认得的写法（例）</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(gameFacts).map(([name, fact]) => (
          <tr key={name}>
            <td>{fact.label}</td>
            <td>{fact.value}</td>
            <td>
              <Link to={routeOf(fact.home)}>
                <code>{fact.home}</code>
              </Link>
            </td>
            <td>{fact.example}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
