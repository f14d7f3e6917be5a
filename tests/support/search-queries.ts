/**
 * What players type into search, with the page each query must return in its top 3 (any of
 * `expect` will do where two pages answer it equally). The search test runs them all against the
 * built site and reports recall@1 and recall@3.
 */
export type QueryKind = '两字词' | '词' | '四字词' | '错别字' | '全拼' | '首字母';

export interface SearchQuery {
  query: string;
  kind: QueryKind;
  expect: string[];
}

export const SEARCH_QUERIES: SearchQuery[] = [
  {query: '改名', kind: '两字词', expect: ['/docs/faq/rename']},
  {query: '封禁', kind: '两字词', expect: ['/docs/faq/penalty']},
  {query: '闪退', kind: '两字词', expect: ['/docs/faq/pe-client', '/docs/faq/pc-client']},
  {query: '起床', kind: '两字词', expect: ['/docs/tutorial/bedwars']},
  {query: '申诉', kind: '两字词', expect: ['/docs/faq/penalty']},
  {query: '外挂', kind: '两字词', expect: ['/docs/faq/penalty']},
  {query: '主播', kind: '两字词', expect: ['/docs/activity/star']},
  {query: '招募', kind: '两字词', expect: ['/docs/faq/recruit']},
  {query: '地皮', kind: '两字词', expect: ['/dev/creative']},
  {query: '加群', kind: '两字词', expect: ['/book/qqgroup']},
  {query: '改名卡', kind: '词', expect: ['/docs/faq/rename']},
  {query: '排行榜', kind: '词', expect: ['/docs/faq/leaderboard']},
  {query: '资源包', kind: '词', expect: ['/docs/dev/tech/resourcepack']},
  {query: '志愿者', kind: '词', expect: ['/docs/faq/recruit']},
  {query: 'QQ群', kind: '词', expect: ['/book/qqgroup']},
  {query: '2.6.16', kind: '词', expect: ['/blog/ver2.6.16']},
  {query: '手机闪退', kind: '四字词', expect: ['/docs/faq/pe-client']},
  {query: '电脑闪退', kind: '四字词', expect: ['/docs/faq/pc-client']},
  {query: '起床战争', kind: '四字词', expect: ['/docs/tutorial/bedwars']},
  {query: '空岛战争', kind: '四字词', expect: ['/docs/tutorial/skywars']},
  {query: '星光计划', kind: '四字词', expect: ['/docs/activity/star']},
  {query: '公会接口', kind: '四字词', expect: ['/docs/dev/player/guild']},
  {query: '对局日志', kind: '四字词', expect: ['/docs/dev/status/gamelog']},
  {query: '空中城市', kind: '四字词', expect: ['/dev/skycity']},
  {query: '断线重连', kind: '四字词', expect: ['/blog/nov-2024-updates-merged']},
  {query: '服务器状态', kind: '词', expect: ['/docs/dev/status']},
  {query: '起床站争', kind: '错别字', expect: ['/docs/tutorial/bedwars']},
  {query: '该名卡', kind: '错别字', expect: ['/docs/faq/rename']},
  {query: '排航榜', kind: '错别字', expect: ['/docs/faq/leaderboard']},
  {query: 'qichuang', kind: '全拼', expect: ['/docs/tutorial/bedwars']},
  {query: 'gaiming', kind: '全拼', expect: ['/docs/faq/rename']},
  {query: 'paihangbang', kind: '全拼', expect: ['/docs/faq/leaderboard']},
  {query: 'kongdao', kind: '全拼', expect: ['/docs/tutorial/skywars']},
  {query: 'fengjin', kind: '全拼', expect: ['/docs/faq/penalty']},
  {query: 'shantui', kind: '全拼', expect: ['/docs/faq/pe-client', '/docs/faq/pc-client']},
  {query: 'ziyuanbao', kind: '全拼', expect: ['/docs/dev/tech/resourcepack']},
  {query: 'qczz', kind: '首字母', expect: ['/docs/tutorial/bedwars']},
  {query: 'phb', kind: '首字母', expect: ['/docs/faq/leaderboard']},
  {query: 'kdzz', kind: '首字母', expect: ['/docs/tutorial/skywars']},
  {query: 'gmk', kind: '首字母', expect: ['/docs/faq/rename']},
];
