import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {HtmlClassNameProvider, PageMetadata} from '@docusaurus/theme-common';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {usePluginData} from '@docusaurus/useGlobalData';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import SinceLastVisit from '@theme/SinceLastVisit';
import CopyButton from '@site/src/components/CopyButton';
import {formatDate} from '@site/src/dates';
import {operator} from '@site/src/operator';
import type {LatestPosts} from '@site/plugins/latest-posts';
import {SITE_CARD} from '@site/plugins/share-cards/site-card';
import styles from './index.module.css';

const modes = [
  {
    title: '起床战争',
    to: '/docs/tutorial/bedwars',
    text: '守住自己的床，拆掉别人的床。单人 8×1、双人 8×2、四队 4×4，从第一局的守床步骤学起。',
  },
  {
    title: '空岛战争',
    to: '/docs/tutorial/skywars',
    text: '从各自的空岛出发，开箱、选套件、抢中岛。边界一圈圈缩向中岛，最后站着的人赢。',
  },
  {
    title: '游戏系统',
    to: '/docs/tutorial/systems',
    text: '等级、云币和云晶、每日任务、商城、组队和公会：进大厅之前先看这一页。',
  },
  {
    title: '创造与空中城市',
    to: '/docs/tutorial/systems#plots',
    text: '在创造服领一块地皮自由建造，或者逛逛建筑师团队打造的大厅地图空中城市。',
  },
];

const help = [
  {label: '问题排查', to: '/docs/faq/troubleshooting'},
  {label: '改名帮助', to: '/docs/faq/rename'},
  {label: '违规处罚规则', to: '/docs/faq/penalty'},
  {label: '电脑版客户端异常处理', to: '/docs/faq/pc-client'},
  {label: '手机版客户端异常处理', to: '/docs/faq/pe-client'},
  {label: '排行榜规则', to: '/docs/faq/leaderboard'},
  {label: '其他常见问题', to: '/docs/faq/common'},
];

export default function HomePage(): ReactNode {
  const {latestVersion, recent} = usePluginData('latest-posts') as LatestPosts;
  return (
    // home-page: the search index leaves this page out (its text only points to other pages).
    <HtmlClassNameProvider className="home-page">
      <Layout
        title="我的世界中国版小游戏服务器"
        description="云岛是我的世界中国版上的小游戏服务器，电脑版和手机版都能玩起床战争、空岛战争和创造。这里有新手教程、规则、常见问题和每月更新。">
        {/* The site's own card, drawn by hand; every other page gets one made at build time. */}
        <PageMetadata image={SITE_CARD} />
        {/* The hero is inside <main>: outside it, its <header> would be a second banner landmark
            beside the announcement bar. */}
        <main>
          {/* From the second visit on: the pages changed since the last one (plugins/page-history). */}
          <SinceLastVisit />
          <header className={styles.hero}>
            <div className={`container ${styles.heroInner}`}>
              <div>
                <Heading as="h1" className={styles.heroTitle}>
                  云岛
                </Heading>
                <p className={styles.heroLead}>
                  我的世界中国版上的小游戏服务器。电脑版和手机版一起玩起床战争、空岛战争和创造，2023
                  年 5 月开服至今。
                </p>
                <div className={styles.join}>
                  <p>
                    在中国版“网络游戏 → 服务器”里搜索<strong>云岛</strong>，或者输入服务器号：
                  </p>
                  <CopyButton value={operator.serverNumber} label="服务器号" />
                </div>
                <div className={styles.actions}>
                  <Link className="button button--primary button--lg" to="/docs/intro">
                    新手从这里开始
                  </Link>
                  <Link className="button button--secondary button--lg" to="/book/qqgroup">
                    加入官方群
                  </Link>
                </div>
                {/* Help where a stuck player looks first, not three screens down. */}
                <p className={styles.heroHelp}>
                  进不去、闪退、被封了？先看<Link to="/docs/faq/troubleshooting">问题排查</Link>
                  ，做几个选择就能找到办法。
                </p>
              </div>
              <img
                className={styles.heroArt}
                src={useBaseUrl('/img/home-island.svg')}
                width={360}
                height={300}
                alt="漂浮在云上的空岛，岛上有一张床和一座小屋"
              />
            </div>
          </header>

          <div className="container margin-vert--lg">
            <section aria-labelledby="modes">
              <Heading as="h2" id="modes">
                选择你的玩法
              </Heading>
              <div className={styles.grid}>
                {modes.map((mode) => (
                  <Link key={mode.to} to={mode.to} className={styles.card}>
                    <strong className={styles.cardTitle}>{mode.title}</strong>
                    <span>{mode.text}</span>
                  </Link>
                ))}
              </div>
            </section>

            <section aria-labelledby="updates" className={styles.updates}>
              <Heading as="h2" id="updates">
                最新动态
              </Heading>
              <div className={styles.updatesGrid}>
                {latestVersion && (
                  <Link
                    to={latestVersion.permalink}
                    className={styles.latest}
                    data-testid="latest-version">
                    <span className={styles.badge}>最新版本</span>
                    <strong className={styles.latestVersion}>云岛 {latestVersion.version}</strong>
                    <time dateTime={latestVersion.date}>{formatDate(latestVersion.date)}</time>
                    <span>{latestVersion.description}</span>
                  </Link>
                )}
                <div>
                  <Heading as="h3">最近更新</Heading>
                  <ul className={styles.recent}>
                    {recent.map((post) => (
                      <li key={post.permalink}>
                        <Link to={post.permalink}>{post.title}</Link>
                        <time dateTime={post.date}>{formatDate(post.date)}</time>
                      </li>
                    ))}
                  </ul>
                  <Link to="/blog">查看全部更新日志 →</Link>
                </div>
              </div>
            </section>

            <section aria-labelledby="help">
              <Heading as="h2" id="help">
                遇到问题
              </Heading>
              <ul className={styles.help}>
                {help.map((item) => (
                  <li key={item.to}>
                    <Link to={item.to}>{item.label}</Link>
                  </li>
                ))}
              </ul>
            </section>
          </div>
        </main>
      </Layout>
    </HtmlClassNameProvider>
  );
}
