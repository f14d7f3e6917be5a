/** What the search box and the search page say while loading and when nothing can be shown. */
export const MESSAGES = {
  searching: '正在搜索……',
  noResults: (query: string) =>
    `没有找到与“${query}”相关的内容。换个说法试试，或者只输入关键的两三个字；遇到问题，可以从这几页找起，官方群里的工作人员也能帮你：`,
  /**
   * Where a player whose search found nothing can go instead, each link named by its page's
   * title: the troubleshooter for a problem, the FAQ, and the group where staff answer.
   */
  startingPoints: [
    {label: '问题排查', to: '/docs/faq/troubleshooting'},
    {label: '常见问题', to: '/docs/category/faq'},
    {label: '加入官方群', to: '/book/qqgroup'},
  ],
  count: (total: number) => `找到 ${total} 个页面`,
  // The index is written by `npm run build`; the dev server has none.
  unavailable:
    process.env.NODE_ENV === 'development'
      ? '开发模式下没有搜索索引：先运行 npm run build，再用 npm run serve 预览搜索。'
      : '搜索暂时无法加载，请检查网络后重试。',
  retry: '重试',
  placeholder: '搜索教程、规则、更新……',
  label: '搜索云岛 Wiki',
} as const;

/**
 * How many characters of a query are searched, and what both fields take. Players type a few
 * words (the longest query of the query set has 31 characters). A longer text is a pasted
 * paragraph or a crafted /search?q= address, and every word of it costs the phone searches.
 */
export const LONGEST_QUERY = 64;

/** The first LONGEST_QUERY characters of a query (whole characters, not UTF-16 halves). */
export const clippedQuery = (query: string) => [...query].slice(0, LONGEST_QUERY).join('');

/** The attributes both search fields share (their shared look is in SearchField.module.css). */
export const SEARCH_FIELD = {
  maxLength: LONGEST_QUERY,
  type: 'search',
  'aria-label': MESSAGES.label,
  placeholder: MESSAGES.placeholder,
  enterKeyHint: 'search',
  autoComplete: 'off',
  spellCheck: false,
} as const;
