/**
 * Rules of the services around the game (names, renaming, appeals, maintenance, the data API) that
 * several pages state, each with the one page that explains it (its home). Other pages may state
 * such a fact in passing, but only with the value here: `npm run check:content` finds the
 * phrasings listed in `patterns` in every wiki, technical-sharing and standalone page (never in
 * posts, which describe the game as it was on their date) and fails when the value differs. The
 * game's own numbers (prices, limits, rewards, timers) are not here: pages take them from
 * data/game (lib/game-data.ts).
 *
 * When one of these changes, change the value here and on the home page: the check then lists
 * every other page to update. The staff page docs/staff/facts.mdx shows this list, with the facts
 * that have a home page and no entry here.
 */
export interface GameFact {
  /** What the fact is, as the check's message names it. */
  label: string;
  /** The value every page must state, as written in a sentence (spaces are ignored). */
  value: string;
  /** The page that explains the fact, relative to the site directory. */
  home: string;
  /** A sentence the check recognises, for the staff page (a unit test keeps it recognised). */
  example: string;
  /**
   * How pages phrase it. The first capture group is the value; each pattern is matched within
   * one line and must not also match a sentence about something else.
   */
  patterns: RegExp[];
  /** Checked in code blocks too (an address in a request example); other facts in prose only. */
  inCode?: boolean;
}

export const gameFacts: Record<string, GameFact> = {
  guildTagLength: {
    label: '公会标签长度',
    value: '2 到 4',
    home: 'docs/tutorial/systems.mdx',
    example: '公会标签 2 到 4 个字符',
    patterns: [/标签[^。；\d\n]{0,6}?(\d+\s*到\s*\d+)\s*个字符/],
  },
  guildNameLength: {
    label: '公会名长度',
    value: '2 到 12',
    home: 'docs/tutorial/systems.mdx',
    example: '公会名 2 到 12 个字符',
    patterns: [/公会名(?:称)?[^。；\d\n]{0,4}?(\d+\s*到\s*\d+)\s*个字符/],
  },
  nicknameLength: {
    label: '昵称长度',
    value: '2 到 16',
    home: 'docs/faq/rename.md',
    example: '昵称 2 到 16 个字符',
    patterns: [/昵称[^。；\d\n]{0,8}?(\d+\s*到\s*\d+)\s*个字符/],
  },
  renameCooldown: {
    label: '改名冷却天数',
    value: '30',
    home: 'docs/faq/rename.md',
    example: '改名后有 30 天冷却',
    patterns: [/(\d+)\s*天的?冷却/, /冷却\s*(\d+)\s*天/, /改名至少间隔\s*(\d+)\s*天/],
  },
  oldNameReserved: {
    label: '旧昵称保留天数',
    value: '30',
    home: 'docs/faq/rename.md',
    example: '旧昵称保留 30 天',
    patterns: [/旧昵称[^。；\d\n]{0,6}保留\s*(\d+)\s*天/],
  },
  appealWindow: {
    label: '申诉期限（天）',
    value: '7',
    home: 'docs/faq/penalty.md',
    example: '处罚后 7 天内申诉',
    patterns: [/处罚(?:生效)?后\s*(\d+)\s*天内/],
  },
  maintenanceWindow: {
    label: '常规维护时间',
    value: '周一 06:00 到 08:00',
    home: 'docs/faq/common.md',
    example: '常规维护在每周一 06:00 到 08:00',
    patterns: [/常规维护[^。；\n]{0,8}?(周[一二三四五六日]\s*\d{2}:\d{2}\s*到\s*\d{2}:\d{2})/],
  },
  apiBaseUrl: {
    label: '数据接口地址',
    value: 'https://api.cloudisle.example/v1',
    home: 'docs/dev/leaderboard/index.mdx',
    example: 'https://api.cloudisle.example/v1',
    patterns: [/(https:\/\/api\.[a-z0-9.-]+\/v\d+)/],
    inCode: true,
  },
  apiRateLimit: {
    label: '数据接口每个密钥每分钟的请求上限',
    value: '60',
    home: 'docs/dev/leaderboard/index.mdx',
    example: '每个密钥每分钟最多 60 次',
    patterns: [
      /每个密钥每分钟(?:最多|只有)?(?:请求)?\s*(\d+)\s*次/,
      /每分钟\s*(\d+)\s*次的(?:限流|限制|频率限制|上限)/,
      /超过每分钟\s*(\d+)\s*次/,
    ],
  },
};
