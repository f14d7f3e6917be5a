/** axe-core's accessibility findings on a page, as the browser tests assert them. */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

type Impact = 'minor' | 'moderate' | 'serious' | 'critical';

/**
 * axe's violations on the page as it is now, one line each (`where rule (impact): first nodes`),
 * keeping only the given impacts when some are given.
 *
 * axe runs inside the page (legacy mode, which differs only for frames, and the site's pages have
 * none) and keeps the details of violations only. AxeBuilder's default instead gathers every node's details
 * for every rule, passes included, and finishes the run in a new page: the same violations in
 * about twice the time.
 */
export async function axeFindings(
  page: Page,
  where: string,
  impacts?: readonly Impact[],
): Promise<string[]> {
  const {violations} = await new AxeBuilder({page})
    .setLegacyMode(true)
    .options({resultTypes: ['violations']})
    .analyze();
  return violations
    .filter((violation) => !impacts || impacts.includes(violation.impact as Impact))
    .map(
      (violation) =>
        `${where} ${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
}

/** What a page must never have: the violations that stop a player from using it. */
export const BLOCKING: readonly Impact[] = ['serious', 'critical'];
