/**
 * A page's 修订记录 as a static HTML document: no script of its own, the site's stylesheet and
 * colour mode, the history of the game numbers it shows, a section per revision with its diff. Rendered with React on the server, which
 * escapes every text it is given.
 */
import {createElement as h, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {beijingTime, formatDate} from '../../src/dates';
import {summaryOf, type DiffLine, type Revision} from './history';

export interface HistoryPage {
  siteTitle: string;
  /** The site's home, with the base URL. */
  home: string;
  pageTitle: string;
  /** The page's address, with the base URL. */
  pageUrl: string;
  /** The pull requests' address, e.g. https://github.com/owner/repo/pull/. */
  pullsUrl: string;
  /** The built page's `<link rel="stylesheet">` tags and its colour-mode script, copied as they are. */
  head: string;
  revisions: Revision[];
  /**
   * The history of each game number the page shows that records a version (lib/game-data.ts's
   * valueHistories): listed first, under 数值的历次变化.
   */
  values: string[];
}

/** The anchor of the history's list of the page's game numbers that changed. */
export const VALUES_ANCHOR = 'values';

/** The anchor of a revision on its history page; 最近改动 links to it. */
export const revisionAnchor = (sha: string) => `r-${sha.slice(0, 7)}`;

/** When a revision was made, as the site writes dates, in Beijing time: 2026 年 11 月 20 日 20:15. */
const when = (date: string) => `${formatDate(date)} ${beijingTime(new Date(date))}`;

const SIGN = {same: ' ', removed: '−', added: '+'} as const;
const SAID = {removed: '删除：', added: '新增：'} as const;

function diffLine(line: DiffLine, key: number): ReactNode {
  if (line.kind === 'folded') {
    return h('li', {key, className: 'diff-folded'}, `…… ${line.count} 行没有改动`);
  }
  const mark = line.kind === 'added' ? 'ins' : 'del';
  return h(
    'li',
    {key, className: `diff-${line.kind}${line.heading ? ' diff-heading' : ''}`},
    h('span', {className: 'diff-sign', 'aria-hidden': true}, SIGN[line.kind]),
    line.kind === 'same' ? null : h('span', {className: 'visually-hidden'}, SAID[line.kind]),
    line.parts.map((part, index) =>
      part.changed && line.kind !== 'same' ? h(mark, {key: index}, part.text) : part.text,
    ),
  );
}

/** In place of a hidden revision's summary and diff, or of the diff of the revision after it. */
const hiddenSaid = ({reason, what}: NonNullable<Revision['hidden']>) =>
  what === 'revision'
    ? `这次修订的内容已隐藏${reason ? `：${reason}` : '。'}`
    : '上一次修订的内容已隐藏，所以这次的改动不显示。';

function revisionSection(revision: Revision, pullsUrl: string): ReactNode {
  const anchor = revisionAnchor(revision.sha);
  const time = h('time', {dateTime: revision.date}, when(revision.date));
  // The revision's short hash: what staff write to hide it (docs/history-hidden.yml).
  const hash = h('a', {href: `#${anchor}`, className: 'revision-id'}, revision.sha.slice(0, 7));
  const section = (className: string, ...children: ReactNode[]) =>
    h('section', {key: revision.sha, id: anchor, className}, ...children);
  if (revision.kind === 'formatting' && !revision.hidden) {
    // Nothing a player reads changed: one line, no diff.
    return section(
      'revision revision-formatting',
      h('p', null, time, ' · 仅调整格式，文字没有变化 · ', hash),
    );
  }
  const heading = h('h2', null, time, ' · ', revision.author, ' · ', hash);
  if (revision.hidden?.what === 'revision') {
    return section(
      'revision',
      heading,
      h('p', {className: 'revision-kind revision-hidden'}, hiddenSaid(revision.hidden)),
    );
  }
  const kind =
    revision.kind === 'created'
      ? revision.note && '新建了这一页'
      : revision.hidden
        ? hiddenSaid(revision.hidden)
        : `新增 ${revision.added} 行，删除 ${revision.removed} 行`;
  return section(
    'revision',
    heading,
    h(
      'p',
      {className: 'revision-summary'},
      summaryOf(revision),
      revision.pull
        ? [
            '（',
            h('a', {key: 'pull', href: `${pullsUrl}${revision.pull}`}, `#${revision.pull}`),
            '）',
          ]
        : null,
    ),
    kind
      ? h(
          'p',
          {className: `revision-kind revision-${revision.kind}`},
          kind,
          revision.sections.length > 0 ? `。改动的小节：${revision.sections.join('、')}` : null,
        )
      : null,
    revision.lines.length > 0
      ? h(
          'details',
          {open: true},
          h('summary', null, '查看改动'),
          h(
            'ol',
            {className: 'diff', 'aria-label': `${when(revision.date)} 的改动`},
            revision.lines.map(diffLine),
          ),
        )
      : null,
  );
}

/**
 * Greens and reds chosen per colour mode for contrast (axe checks both); the marks also underline
 * and strike through, and each changed line says 新增 or 删除 to a screen reader, so colour is not
 * the only sign.
 */
const STYLE = `
body{margin:0}
.history{max-width:960px;margin:0 auto;padding:1rem}
.history-nav{display:flex;flex-wrap:wrap;gap:.5rem;padding:.75rem 1rem;border-bottom:1px solid var(--ifm-toc-border-color)}
.revision{border-top:1px solid var(--ifm-toc-border-color);padding-top:1rem;margin-top:1.5rem}
.revision h2{font-size:1.15rem;margin-bottom:.5rem}
.revision-id{font-family:var(--ifm-font-family-monospace);font-size:.9rem;text-decoration:underline}
.revision-kind{color:var(--ifm-color-emphasis-700);font-size:.9rem}
.diff{list-style:none;padding:0;margin:.5rem 0;font-family:var(--ifm-font-family-monospace);font-size:.85rem;overflow-x:auto;border:1px solid var(--ifm-toc-border-color);border-radius:4px}
.diff li{white-space:pre-wrap;word-break:break-all;padding:0 .5rem 0 0}
.diff-sign{display:inline-block;width:1.5rem;text-align:center;font-weight:bold}
.diff-heading{font-weight:bold}
.revision-formatting p{color:var(--ifm-color-emphasis-700);font-size:.9rem;margin:0}
.diff-added{background:#e6f4ea}
.diff-removed{background:#fdecea}
.diff ins{text-decoration:underline 2px;background:#a6e3b5;color:#0b3d1a}
.diff del{text-decoration:line-through 2px;background:#f5c2be;color:#5c0f0a}
[data-theme=dark] .diff-added{background:#12301c}
[data-theme=dark] .diff-removed{background:#3a1715}
[data-theme=dark] .diff ins{background:#1f6b36;color:#fff}
[data-theme=dark] .diff del{background:#8a2b25;color:#fff}
.diff-folded{color:var(--ifm-color-emphasis-700);font-style:italic;padding-left:1.5rem!important}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;

/** The whole document. */
export function renderHistoryPage(page: HistoryPage): string {
  const formatting = page.revisions.filter(
    ({kind, hidden}) => kind === 'formatting' && !hidden,
  ).length;
  const body = h(
    'div',
    null,
    h(
      'nav',
      {className: 'history-nav', 'aria-label': '位置'},
      h('a', {href: page.home}, page.siteTitle),
      ' › ',
      h('a', {href: page.pageUrl}, page.pageTitle),
      ' › ',
      h('span', {'aria-current': 'page'}, '修订记录'),
    ),
    h(
      'main',
      {className: 'history'},
      h('h1', null, `修订记录：${page.pageTitle}`),
      h(
        'p',
        null,
        `这一页的每一次修改，新的在前，共 ${page.revisions.length} 次${formatting ? `，其中 ${formatting} 次只调整了格式，你看到的文字没有变化` : ''}。时间是北京时间；删除的文字带删除线，新增的文字带下划线。`,
        h('a', {href: page.pageUrl}, `返回“${page.pageTitle}”`),
      ),
      page.values.length > 0 &&
        h(
          'section',
          {id: VALUES_ANCHOR, 'aria-labelledby': `${VALUES_ANCHOR}-heading`},
          h('h2', {id: `${VALUES_ANCHOR}-heading`}, '数值的历次变化'),
          h(
            'p',
            null,
            '这一页写到的游戏数值里改过的和后来才有的，每一项按版本从旧到新，最后的就是现在的数值。',
          ),
          h(
            'ul',
            null,
            page.values.map((line) => h('li', {key: line}, line)),
          ),
        ),
      page.revisions.map((revision) => revisionSection(revision, page.pullsUrl)),
    ),
  );
  const title = `修订记录：${page.pageTitle} | ${page.siteTitle}`;
  return [
    '<!doctype html>',
    '<html lang="zh-Hans" dir="ltr">',
    '<head>',
    '<meta charset="UTF-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1.0">',
    '<meta name="robots" content="noindex, nofollow">',
    renderToStaticMarkup(h('title', null, title)),
    page.head,
    `<style>${STYLE}</style>`,
    '</head>',
    `<body>${renderToStaticMarkup(body)}</body>`,
    '</html>',
  ].join('\n');
}
