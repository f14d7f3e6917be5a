/**
 * What players call the site's pages' subjects (slang, abbreviations, old names, common slips),
 * kept by staff in docs/aliases.yml: each page's address with the words that should find it.
 * The search indexer adds them to the page's index (plugins/search); the content check validates
 * the file (scripts/lib/check-content/aliases.ts).
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

export const ALIASES_FILE = 'docs/aliases.yml';

export interface AliasEntry {
  /** The page's address as written in the file, e.g. /docs/faq/penalty. */
  route: string;
  aliases: string[];
  /** 1-based line of the address in the file. */
  line: number;
  /** 1-based line of each alias, in the order of `aliases`. */
  aliasLines: number[];
}

/** A docs/aliases.yml that is not YAML of the expected shape, with the line to look at. */
export class AliasFileError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

/** The address a route is compared by: /docs/dev/leaderboard/ and /docs/dev/leaderboard are one page. */
export const routeKey = (route: string) => route.replace(/\/+$/, '') || '/';

/**
 * The file's entries as written (values that are not lists of words are left for the content
 * check to report), or an empty list when there is no file.
 */
export function readAliases(siteDir: string): AliasEntry[] {
  const file = path.join(siteDir, ALIASES_FILE);
  if (!existsSync(file)) return [];
  const text = readFileSync(file, 'utf8');
  let data: unknown;
  try {
    data = yaml.load(text) ?? {};
  } catch (error) {
    const {reason, mark} = error as yaml.YAMLException;
    throw new AliasFileError(`格式错误：${reason}`, (mark?.line ?? 0) + 1);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new AliasFileError('应当是“页面网址: 词的列表”的形式', 1);
  }
  const lines = text.split('\n');
  return Object.entries(data as Record<string, unknown>).map(([route, value]) => {
    const aliases = Array.isArray(value) ? value.map(String) : [];
    const line = Math.max(1, lines.findIndex((text) => text.startsWith(`${route}:`)) + 1);
    // Each word's line: the next line after the previous word's that lists it.
    let at = line;
    const aliasLines = aliases.map((alias) => {
      const index = lines.findIndex((text, index) => index >= at && text.includes(`- ${alias}`));
      if (index >= 0) at = index + 1;
      return at;
    });
    return {route, aliases, line, aliasLines};
  });
}

/** Each page's aliases by its address (routeKey). */
export function aliasesByRoute(siteDir: string): Map<string, string[]> {
  const byRoute = new Map<string, string[]>();
  for (const {route, aliases} of readAliases(siteDir)) {
    byRoute.set(routeKey(route), [...(byRoute.get(routeKey(route)) ?? []), ...aliases]);
  }
  return byRoute;
}
