/** Builds the file of a new monthly or version post; used by `npm run new:post`. */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {UTC_OFFSET, beijingDay, beijingTime} from '../../src/dates';
import {CHANGES_HEADING, changesIn, changesTable, readGameData} from '../../lib/game-data';
import {OPENING_DAY, daysInMonth, monthlySlug, readPosts, versionSlug} from '../../lib/posts';

export class ScaffoldError extends Error {}

export interface NewPost {
  file: string;
  slug: string;
  content: string;
}

const USAGE =
  '用法：npm run new:post -- 2025-11（月度更新）或 npm run new:post -- 2.6.17（版本更新），可加 --author <作者>';

const MONTH_ARG = /^(\d{4})-(\d{2})$/;
const VERSION_ARG = /^(\d+)\.(\d+)\.(\d+)$/;

function outline(sections: [string, string][]): string {
  return sections.map(([heading, hint]) => `## ${heading}\n\n{/* ${hint} */}\n`).join('\n');
}

/**
 * `planned` (YYYY-MM-DDTHH:MM:00+08:00), or, when a post of that Beijing day is dated at or after
 * it, the next full hour after the latest such post (the next minute after 23:00). Two posts
 * never share a time, so the blog, its feeds and the tests order them alike, and a post
 * scaffolded later on a release day comes after the ones merged before it.
 */
export function laterThanTaken(planned: string, taken: Date[]): string {
  const day = planned.slice(0, 10);
  const sameDay = taken
    .filter((date) => beijingDay(date) === day)
    .map((date) => date.getTime())
    .filter((time) => time >= new Date(planned).getTime());
  if (sameDay.length === 0) return planned;
  const latest = new Date(Math.max(...sameDay));
  const hour = Number(beijingTime(latest).slice(0, 2));
  const next =
    hour < 23
      ? `${String(hour + 1).padStart(2, '0')}:00`
      : beijingTime(new Date(latest.getTime() + 60_000));
  // One minute after 23:59 is the next day, which the file name cannot say.
  if (next === '00:00') {
    throw new ScaffoldError(
      `${day} 这一天最晚的文章已经排到 ${beijingTime(latest)}，没有更晚的时间了。把这篇文章的日期改到第二天。`,
    );
  }
  return `${day}T${next}:00${UTC_OFFSET}`;
}

/** What a post of one kind says before its writer fills it in. */
interface Outline {
  slug: string;
  /** Planned date, before a time taken on the same day moves it later. */
  date: string;
  title: string;
  description: string;
  summary: string;
  tag: string;
  body: string;
}

/** The author's key in blog/authors.yml: the one given, or the first one listed. */
function authorKeyFor(siteDir: string, author: string | undefined): string {
  const authors = Object.keys(
    (yaml.load(readFileSync(path.join(siteDir, 'blog/authors.yml'), 'utf8')) as object) ?? {},
  );
  const authorKey = author ?? authors[0];
  if (!authorKey || !authors.includes(authorKey)) {
    throw new ScaffoldError(
      `作者 ${author} 没有登记在 blog/authors.yml 里（已登记：${authors.join('、')}）。`,
    );
  }
  return authorKey;
}

/** A monthly post for `month` (YYYY-MM), dated on the month's last day at 20:00. */
function monthlyOutline(month: string): Outline {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  if (monthNumber < 1 || monthNumber > 12) {
    throw new ScaffoldError(`月份 ${month.slice(5)} 不存在。${USAGE}`);
  }
  if (month < OPENING_DAY.slice(0, 7)) {
    throw new ScaffoldError(
      `${year} 年 ${monthNumber} 月云岛还没有开服（${OPENING_DAY} 开服）。${USAGE}`,
    );
  }
  return {
    slug: monthlySlug(year, monthNumber),
    date: `${month}-${daysInMonth(year, monthNumber)}T20:00:00${UTC_OFFSET}`,
    title: `${year} 年 ${monthNumber} 月更新汇总`,
    description: `${year} 年 ${monthNumber} 月云岛的版本更新、活动、赛季和规则变化汇总。`,
    summary: `这里汇总了 ${year} 年 ${monthNumber} 月云岛的版本更新、活动和规则变化。`,
    tag: 'monthly-update',
    body: outline([
      ['这个月更新了什么', '按玩家能感受到的变化写：改了什么、在游戏里哪里、对玩家有什么影响。'],
      ['这个月有哪些活动', '活动时间、参加方式和奖励，可以用表格。'],
      ['规则有什么变化', '规则变了就链接到对应的 Wiki 页面；没有变化就删掉这一节。'],
    ]),
  };
}

/**
 * A version post, dated today (Beijing time) at 10:00. When data/game records values from this
 * version, the post ends with their 数值变化 table, written from the data.
 */
function versionOutline(siteDir: string, version: string, now: Date): Outline {
  const changes = changesIn(readGameData(siteDir).data, version);
  return {
    slug: versionSlug(version),
    date: `${beijingDay(now)}T10:00:00${UTC_OFFSET}`,
    title: `云岛 ${version} 版本更新`,
    description: `云岛 ${version} 版本的新增内容、优化和问题修复，以及更新后玩家需要注意的事项。`,
    summary: `云岛已更新到 ${version} 版本。`,
    tag: 'updates',
    body: outline([
      [
        '新增',
        '每一项写清新增了什么、在哪里、怎么用。标题可以改成一句结论，例如“新增：排行榜能看到自己的名次了”。这一版没有新增就删掉这一节。',
      ],
      ['优化', '改动前后有什么不同，玩家需要做什么。没有就删掉这一节。'],
      ['修复', '修好了哪些问题，遇到过的玩家现在该怎么做。没有就删掉这一节。'],
    ]).concat(changes.length > 0 ? `\n## ${CHANGES_HEADING}\n\n${changesTable(changes)}\n` : ''),
  };
}

/** Turns the command's argument into the post to write, or throws a ScaffoldError saying why not. */
export function planPost(
  siteDir: string,
  arg: string | undefined,
  author: string | undefined,
  now: Date,
): NewPost {
  if (!arg) throw new ScaffoldError(`缺少参数。${USAGE}`);
  const authorKey = authorKeyFor(siteDir, author);
  let post: Outline;
  if (MONTH_ARG.test(arg)) post = monthlyOutline(arg);
  else if (VERSION_ARG.test(arg)) post = versionOutline(siteDir, arg, now);
  else throw new ScaffoldError(`无法识别参数 ${arg}。${USAGE}`);

  const existing = readPosts(siteDir);
  const same = existing.find(({slug}) => slug === post.slug);
  if (same) {
    throw new ScaffoldError(`这篇文章已经存在：${same.file}（slug ${post.slug}）。请直接编辑它。`);
  }
  const taken = existing.map(({date}) => date).filter((date) => !Number.isNaN(date.getTime()));
  const date = laterThanTaken(post.date, taken);
  const file = path.join('blog', `${date.slice(0, 10)}-${post.slug}.mdx`);
  if (existsSync(path.join(siteDir, file))) {
    throw new ScaffoldError(`文件 ${file} 已经存在，不会覆盖它。`);
  }

  const content = `---
slug: ${post.slug}
title: ${post.title}
description: ${post.description}
authors: [${authorKey}]
tags: [${post.tag}]
date: ${date}
# 写完后删掉下面这一行，文章才会出现在正式网站上。
draft: true
---

${post.summary}

{/* truncate */}

${post.body}`;
  return {file, slug: post.slug, content};
}

/** Writes the planned post; never over a file that exists. */
export function writePost(siteDir: string, post: NewPost): void {
  // 'wx' fails if the file appeared meanwhile: never overwrite.
  writeFileSync(path.join(siteDir, post.file), post.content, {flag: 'wx'});
}
