/** The rules of wiki and technical-sharing docs, and of standalone pages. */
import path from 'node:path';
import {markdownHeadings} from '../../../lib/markdown-links';
import * as fields from './fields';
import {readSource, type Check, type Source} from './source';

const DOC_FIELDS = [
  'title',
  'description',
  'tags',
  'keywords',
  'sidebar_position',
  'sidebar_label',
  'slug',
  'unlisted',
  'draft',
  'hide_table_of_contents',
  'image',
  'rules',
];
export function checkDocs(check: Check, dir: 'docs' | 'dev') {
  const tags = fields.loadDeclared(check, `${dir}/tags.yml`);
  for (const file of fields.walk(path.join(check.siteDir, dir)).filter((f) => /\.mdx?$/.test(f))) {
    const source = readSource(check, file);
    if (!source.data) continue;
    fields.checkKnownFields(check, source, DOC_FIELDS);
    fields.checkText(check, source, 'title');
    fields.checkText(check, source, 'description');
    checkRulesFlag(check, source);
    fields.checkList(check, source, 'tags', tags, `${dir}/tags.yml`);
    fields.checkTypography(check, source);
    fields.checkDrift(check, source);
    if (source.file.startsWith('docs/faq/')) checkHeadingIds(check, source);
  }
}

/**
 * `rules: true` marks a page of rules: for 30 days after a change to its wording it shows 最近改动
 * under its title (plugins/page-history). Anything but true or false would silently mean no.
 */
function checkRulesFlag(check: Check, source: Source) {
  const value = source.data!.rules;
  if (value !== undefined && typeof value !== 'boolean') {
    check.report(
      source,
      'rules',
      `rules 只能是 true 或 false，这里是 ${JSON.stringify(value)}`,
      '规则页写 rules: true（不加引号），其他页面删掉这一行',
    );
  }
}

/**
 * Chat apps cut a link at its first non-ASCII character, so a FAQ answer is shared by a short
 * ASCII id that stays when the question is reworded: `## 怎么改名 {/* #how *\/}`.
 */
function checkHeadingIds(check: Check, source: Source) {
  const seen = new Map<string, number>();
  for (const {depth, text, id, line} of markdownHeadings(source.text)) {
    if (depth < 2) continue;
    if (!id || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) {
      check.report(
        source,
        'heading',
        id ? `小标题“${text}”的短链接 #${id} 不是小写英文` : `小标题“${text}”没有短链接`,
        `在这一行末尾写上 {/* #short-name */}，只用小写英文字母、数字和连字符，例如 {/* #rename-card */}；以后改标题也保留它，已经分享出去的链接才不会失效`,
        line,
      );
      continue;
    }
    const other = seen.get(id);
    if (other) {
      check.report(
        source,
        'heading',
        `短链接 #${id} 和第 ${other} 行重复`,
        '给这个小标题换一个这一页里没用过的短名',
        line,
      );
    }
    seen.set(id, line);
  }
}

/** Standalone pages (the about page) state facts too; their front matter has no rules here. */
export function checkPages(check: Check) {
  for (const file of fields
    .walk(path.join(check.siteDir, 'src/pages'))
    .filter((f) => /\.mdx?$/.test(f))) {
    fields.checkDrift(check, readSource(check, file));
  }
}
