/**
 * Search evaluation set for the 云岛 Wiki: queries written the way players type them into the site
 * search box (single characters, pinyin, initials, typos, questions, versions), each naming the page
 * or pages that answer it, most specific first. The first 194 were split once into a tuning group
 * and a held-out group (alternating within each kind). A fresh group of 100 was written after tuning
 * had ended, from the pages alone, by a writer who never saw the search code or its results; a
 * second fresh group of 108 the same way, with three kinds of its own (口语: players' words for a
 * page's subject, 接口: API field names, headers and error codes as typed, 投稿: contributing to
 * 技术分享). Never move a query between groups, and tune against the tuning group only.
 */
export type QueryKind =
  | '单字'
  | '两字词'
  | '名称'
  | '问句'
  | '全拼'
  | '首字母'
  | '错别字'
  | '英文'
  | '数字版本'
  | '更新'
  | '口语'
  | '接口'
  | '投稿';
export type QueryGroup = 'tuning' | 'held-out' | 'fresh' | 'fresh-2';
export interface SearchQuery {
  query: string;
  kind: QueryKind;
  group: QueryGroup;
  expect: string[];
}

// The pages the queries expect, by route: docs/**, dev/*, blog posts (/blog/<slug>), /about and the
// join-group page.
const INTRO = '/docs/intro';
const BEDWARS = '/docs/tutorial/bedwars';
const SKYWARS = '/docs/tutorial/skywars';
const SYSTEMS = '/docs/tutorial/systems';
const COMMON = '/docs/faq/common';
const LEADERBOARD = '/docs/faq/leaderboard';
const PC_CLIENT = '/docs/faq/pc-client';
const PE_CLIENT = '/docs/faq/pe-client';
const PENALTY = '/docs/faq/penalty';
const RECRUIT = '/docs/faq/recruit';
const RENAME = '/docs/faq/rename';
const STAR = '/docs/activity/star';
const API = '/docs/dev/leaderboard/';
const API_PLAYER = '/docs/dev/player/';
const API_GUILD = '/docs/dev/player/guild';
const API_GAMELOG = '/docs/dev/status/gamelog';
const RESOURCEPACK = '/docs/dev/tech/resourcepack';
const CREATIVE = '/dev/creative';
const SKYCITY = '/dev/skycity';
const ABOUT = '/about';
const QQ_GROUP = '/book/qqgroup';
const WELCOME = '/blog/welcome';
const MAY_JUL23 = '/blog/2023-may-jul-updates-merged';
const AUG_NOV23 = '/blog/2023-aug-nov-updates-merged';
const JAN24 = '/blog/jan-2024-updates-merged';
const FEB24 = '/blog/feb-2024-updates-merged';
const MAR24 = '/blog/mar-2024-updates-merged';
const JUL24 = '/blog/jul-2024-updates-merged';
const AUG24 = '/blog/aug-2024-updates-merged';
const SEP24 = '/blog/sep-2024-updates-merged';
const NOV24 = '/blog/nov-2024-updates-merged';
const DEC24 = '/blog/dec-2024-updates-merged';
const JAN25 = '/blog/jan-2025-updates-merged';
const APR25 = '/blog/apr-2025-updates-merged';
const MAY25 = '/blog/may-2025-updates-merged';
const JUN25 = '/blog/jun-2025-updates-merged';
const JUL25 = '/blog/jul-2025-updates-merged';
const AUG25 = '/blog/aug-2025-updates-merged';
const SEP25 = '/blog/sep-2025-updates-merged';
const OCT25 = '/blog/oct-2025-updates-merged';
const V2_6_14 = '/blog/ver2.6.14';
const V2_6_15 = '/blog/ver2.6.15';
const V2_6_16 = '/blog/ver2.6.16';
const API_STATUS = '/docs/dev/status/';
const MAY24 = '/blog/may-2024-updates-merged';
const JUN24 = '/blog/jun-2024-updates-merged';
const FEB25 = '/blog/feb-2025-updates-merged';
const APR24 = '/blog/apr-2024-updates-merged';
const MAR25 = '/blog/mar-2025-updates-merged';
const DEV_INDEX = '/dev/';

export const SEARCH_QUERIES: SearchQuery[] = [
  // 单字: one character, typed and left there
  {query: '床', kind: '单字', group: 'tuning', expect: [BEDWARS]},
  {query: '箭', kind: '单字', group: 'held-out', expect: [BEDWARS, SKYWARS]},
  {query: '铁', kind: '单字', group: 'tuning', expect: [BEDWARS]},
  {query: '榜', kind: '单字', group: 'held-out', expect: [LEADERBOARD]},
  {query: '禁', kind: '单字', group: 'tuning', expect: [PENALTY]},
  {query: '卡', kind: '单字', group: 'held-out', expect: [PE_CLIENT, PC_CLIENT]},
  {query: '闪', kind: '单字', group: 'tuning', expect: [PE_CLIENT, PC_CLIENT]},
  {query: '群', kind: '单字', group: 'held-out', expect: [QQ_GROUP]},
  {query: '钻', kind: '单字', group: 'tuning', expect: [BEDWARS]},
  {query: '挂', kind: '单字', group: 'held-out', expect: [PENALTY]},
  {query: '包', kind: '单字', group: 'tuning', expect: [RESOURCEPACK]},
  {query: '充', kind: '单字', group: 'held-out', expect: [COMMON]},
  {query: '队', kind: '单字', group: 'tuning', expect: [SYSTEMS, COMMON]},
  {query: '套', kind: '单字', group: 'held-out', expect: [SKYWARS]},
  {query: '币', kind: '单字', group: 'tuning', expect: [SYSTEMS, COMMON]},
  {query: '播', kind: '单字', group: 'held-out', expect: [STAR]},
  {query: '申', kind: '单字', group: 'tuning', expect: [PENALTY]},
  {query: '名', kind: '单字', group: 'held-out', expect: [RENAME]},
  // 两字词: two-character words
  {query: '改名', kind: '两字词', group: 'tuning', expect: [RENAME]},
  {query: '组队', kind: '两字词', group: 'held-out', expect: [SYSTEMS, COMMON]},
  {query: '公会', kind: '两字词', group: 'tuning', expect: [SYSTEMS, COMMON]},
  {query: '陷阱', kind: '两字词', group: 'held-out', expect: [BEDWARS]},
  {query: '套件', kind: '两字词', group: 'tuning', expect: [SKYWARS]},
  {query: '申诉', kind: '两字词', group: 'held-out', expect: [PENALTY]},
  {query: '掉线', kind: '两字词', group: 'tuning', expect: [COMMON, BEDWARS]},
  {query: '禁言', kind: '两字词', group: 'held-out', expect: [PENALTY]},
  {query: '举报', kind: '两字词', group: 'tuning', expect: [PENALTY, COMMON]},
  {query: '绑定', kind: '两字词', group: 'held-out', expect: [COMMON, SYSTEMS]},
  {query: '赛季', kind: '两字词', group: 'tuning', expect: [LEADERBOARD]},
  {query: '称号', kind: '两字词', group: 'held-out', expect: [LEADERBOARD, SYSTEMS]},
  {query: '发烫', kind: '两字词', group: 'tuning', expect: [PE_CLIENT]},
  {query: '黑屏', kind: '两字词', group: 'held-out', expect: [PC_CLIENT]},
  {query: '密钥', kind: '两字词', group: 'tuning', expect: [API]},
  {query: '边界', kind: '两字词', group: 'held-out', expect: [SKYWARS]},
  {query: '搭路', kind: '两字词', group: 'tuning', expect: [PE_CLIENT]},
  {query: '商城', kind: '两字词', group: 'held-out', expect: [SYSTEMS]},
  // 名称: item, mode, place and mechanic names as the game calls them
  {query: '末影珍珠', kind: '名称', group: 'tuning', expect: [SKYWARS, BEDWARS]},
  {query: '绿宝石', kind: '名称', group: 'held-out', expect: [BEDWARS]},
  {query: '团队升级', kind: '名称', group: 'tuning', expect: [BEDWARS]},
  {query: '道具商店', kind: '名称', group: 'held-out', expect: [BEDWARS]},
  {query: '疯狂矿工', kind: '名称', group: 'tuning', expect: [BEDWARS]},
  {query: '资源锻炉', kind: '名称', group: 'held-out', expect: [BEDWARS]},
  {query: '最终决战', kind: '名称', group: 'tuning', expect: [BEDWARS]},
  {query: '名人堂', kind: '名称', group: 'held-out', expect: [SYSTEMS, LEADERBOARD]},
  {query: '地皮指南', kind: '名称', group: 'tuning', expect: [CREATIVE]},
  {query: '星光计划', kind: '名称', group: 'held-out', expect: [STAR]},
  {query: '空中城市', kind: '名称', group: 'tuning', expect: [SKYCITY]},
  {query: '晴空港', kind: '名称', group: 'held-out', expect: [BEDWARS]},
  {query: '枫林渡', kind: '名称', group: 'tuning', expect: [BEDWARS, V2_6_14]},
  {query: '珊瑚礁', kind: '名称', group: 'held-out', expect: [SKYWARS, JUL25]},
  {query: '弓箭手套件', kind: '名称', group: 'tuning', expect: [SKYWARS]},
  {query: '反击陷阱', kind: '名称', group: 'held-out', expect: [BEDWARS]},
  {query: '改名卡', kind: '名称', group: 'tuning', expect: [RENAME]},
  {query: '隐藏战绩', kind: '名称', group: 'held-out', expect: [SYSTEMS, API_PLAYER]},
  {query: '对局编号', kind: '名称', group: 'tuning', expect: [SYSTEMS, API_GAMELOG]},
  {query: '地皮画笔', kind: '名称', group: 'held-out', expect: [CREATIVE]},
  // 问句: whole questions as typed
  {query: '怎么组队', kind: '问句', group: 'tuning', expect: [SYSTEMS, COMMON]},
  {query: '充值没到账怎么办', kind: '问句', group: 'held-out', expect: [COMMON]},
  {query: '手机版闪退怎么办', kind: '问句', group: 'tuning', expect: [PE_CLIENT]},
  {query: '公会怎么建', kind: '问句', group: 'held-out', expect: [SYSTEMS, COMMON]},
  {query: '床被拆了还能复活吗', kind: '问句', group: 'tuning', expect: [BEDWARS]},
  {query: '为什么搜不到服务器', kind: '问句', group: 'held-out', expect: [INTRO]},
  {query: '如何申诉', kind: '问句', group: 'tuning', expect: [PENALTY]},
  {query: '改名多久能再改', kind: '问句', group: 'held-out', expect: [RENAME]},
  {query: '被封了怎么解封', kind: '问句', group: 'tuning', expect: [PENALTY, COMMON]},
  {query: '怎么进服', kind: '问句', group: 'held-out', expect: [INTRO, COMMON]},
  {query: '掉线了算输吗', kind: '问句', group: 'tuning', expect: [COMMON, BEDWARS]},
  {query: '排行榜奖励啥时候发', kind: '问句', group: 'held-out', expect: [LEADERBOARD, COMMON]},
  {query: '怎么当志愿者', kind: '问句', group: 'tuning', expect: [RECRUIT, COMMON]},
  {query: '电脑进服一直卡资源包', kind: '问句', group: 'held-out', expect: [PC_CLIENT]},
  {query: '套件选哪个', kind: '问句', group: 'tuning', expect: [SKYWARS]},
  {query: '云币能换云晶吗', kind: '问句', group: 'held-out', expect: [COMMON, SYSTEMS]},
  {query: '空岛边界什么时候缩', kind: '问句', group: 'tuning', expect: [SKYWARS]},
  {query: '手机怎么搭路', kind: '问句', group: 'held-out', expect: [PE_CLIENT]},
  {query: '怎么举报开挂的', kind: '问句', group: 'tuning', expect: [PENALTY, COMMON]},
  {query: '主播怎么报名', kind: '问句', group: 'held-out', expect: [STAR]},
  // Added to the tuning group later, for three questions players ask most: a rule's number (its
  // rule's page), how to become someone (that role's page), a party or guild limit (the page
  // that owns the limit). Written from the pages before their ranks were seen.
  {query: '开挂封多久', kind: '问句', group: 'tuning', expect: [PENALTY]},
  {query: '骂人禁言几小时', kind: '问句', group: 'tuning', expect: [PENALTY]},
  {query: '打广告封几天', kind: '问句', group: 'tuning', expect: [PENALTY]},
  {query: '第三次违规怎么罚', kind: '问句', group: 'tuning', expect: [PENALTY]},
  {query: '处罚有几级', kind: '问句', group: 'tuning', expect: [PENALTY]},
  {query: '违规记录多久清零', kind: '问句', group: 'tuning', expect: [PENALTY]},
  {query: '怎样成为管理员', kind: '问句', group: 'tuning', expect: [RECRUIT]},
  {query: '怎么当建筑师', kind: '问句', group: 'tuning', expect: [RECRUIT]},
  {query: '如何成为主播', kind: '问句', group: 'tuning', expect: [STAR, COMMON]},
  {query: '怎么当客服', kind: '问句', group: 'tuning', expect: [RECRUIT]},
  {query: '怎么成为会长', kind: '问句', group: 'tuning', expect: [SYSTEMS, COMMON]},
  {query: '组队最多几个人', kind: '问句', group: 'tuning', expect: [SYSTEMS, COMMON]},
  {query: '公会人数上限', kind: '问句', group: 'tuning', expect: [SYSTEMS]},
  {query: '一个公会能有多少人', kind: '问句', group: 'tuning', expect: [SYSTEMS]},
  {query: '队伍上限几人', kind: '问句', group: 'tuning', expect: [SYSTEMS, COMMON]},
  {query: '好友最多加几个', kind: '问句', group: 'tuning', expect: [SYSTEMS]},
  // 全拼: full pinyin, lower case, with or without spaces
  {query: 'qichuangzhanzheng', kind: '全拼', group: 'tuning', expect: [BEDWARS]},
  {query: 'gaiming', kind: '全拼', group: 'held-out', expect: [RENAME]},
  {query: 'gonghui', kind: '全拼', group: 'tuning', expect: [SYSTEMS, COMMON]},
  {query: 'zudui', kind: '全拼', group: 'held-out', expect: [SYSTEMS, COMMON]},
  {query: 'kongdaozhanzheng', kind: '全拼', group: 'tuning', expect: [SKYWARS]},
  {query: 'paihangbang', kind: '全拼', group: 'held-out', expect: [LEADERBOARD]},
  {query: 'fengjin', kind: '全拼', group: 'tuning', expect: [PENALTY]},
  {query: 'shantui', kind: '全拼', group: 'held-out', expect: [PE_CLIENT, PC_CLIENT]},
  {query: 'ziyuanbao', kind: '全拼', group: 'tuning', expect: [RESOURCEPACK]},
  {query: 'shensu', kind: '全拼', group: 'held-out', expect: [PENALTY]},
  {query: 'taojian', kind: '全拼', group: 'tuning', expect: [SKYWARS]},
  {query: 'xianjing', kind: '全拼', group: 'held-out', expect: [BEDWARS]},
  {query: 'diaoxian', kind: '全拼', group: 'tuning', expect: [COMMON, BEDWARS]},
  {query: 'xingguangjihua', kind: '全拼', group: 'held-out', expect: [STAR]},
  {query: 'kongzhongchengshi', kind: '全拼', group: 'tuning', expect: [SKYCITY]},
  {query: 'dipi', kind: '全拼', group: 'held-out', expect: [CREATIVE]},
  {query: 'gai ming ka', kind: '全拼', group: 'tuning', expect: [RENAME]},
  {query: 'qi chuang', kind: '全拼', group: 'held-out', expect: [BEDWARS]},
  {query: 'moyingzhenzhu', kind: '全拼', group: 'tuning', expect: [SKYWARS, BEDWARS]},
  {query: 'jinyan', kind: '全拼', group: 'held-out', expect: [PENALTY]},
  // 首字母: pinyin initials
  {query: 'qczz', kind: '首字母', group: 'tuning', expect: [BEDWARS]},
  {query: 'kdzz', kind: '首字母', group: 'held-out', expect: [SKYWARS]},
  {query: 'gmk', kind: '首字母', group: 'tuning', expect: [RENAME]},
  {query: 'phb', kind: '首字母', group: 'held-out', expect: [LEADERBOARD]},
  {query: 'xgjh', kind: '首字母', group: 'tuning', expect: [STAR]},
  {query: 'zyb', kind: '首字母', group: 'held-out', expect: [RESOURCEPACK]},
  {query: 'kzcs', kind: '首字母', group: 'tuning', expect: [SKYCITY]},
  {query: 'mrt', kind: '首字母', group: 'held-out', expect: [SYSTEMS, LEADERBOARD]},
  {query: 'tdsj', kind: '首字母', group: 'tuning', expect: [BEDWARS]},
  {query: 'djsd', kind: '首字母', group: 'held-out', expect: [BEDWARS]},
  {query: 'myzz', kind: '首字母', group: 'tuning', expect: [SKYWARS, BEDWARS]},
  {query: 'fkkg', kind: '首字母', group: 'held-out', expect: [BEDWARS]},
  {query: 'zyz', kind: '首字母', group: 'tuning', expect: [RECRUIT]},
  {query: 'yhzx', kind: '首字母', group: 'held-out', expect: [SYSTEMS, COMMON]},
  {query: 'djbh', kind: '首字母', group: 'tuning', expect: [SYSTEMS, API_GAMELOG]},
  {query: 'gh', kind: '首字母', group: 'held-out', expect: [SYSTEMS, COMMON]},
  {query: 'fj', kind: '首字母', group: 'tuning', expect: [PENALTY]},
  {query: 'dpzn', kind: '首字母', group: 'held-out', expect: [CREATIVE]},
  // 错别字: typos and homophones from a pinyin keyboard
  {query: '空导战争', kind: '错别字', group: 'tuning', expect: [SKYWARS]},
  {query: '起床站争', kind: '错别字', group: 'held-out', expect: [BEDWARS]},
  {query: '该名', kind: '错别字', group: 'tuning', expect: [RENAME]},
  {query: '排航榜', kind: '错别字', group: 'held-out', expect: [LEADERBOARD]},
  {query: '公汇', kind: '错别字', group: 'tuning', expect: [SYSTEMS, COMMON]},
  {query: '闪腿', kind: '错别字', group: 'held-out', expect: [PE_CLIENT, PC_CLIENT]},
  {query: '封进', kind: '错别字', group: 'tuning', expect: [PENALTY]},
  {query: '申素', kind: '错别字', group: 'held-out', expect: [PENALTY]},
  {query: '套建', kind: '错别字', group: 'tuning', expect: [SKYWARS]},
  {query: '陷井', kind: '错别字', group: 'held-out', expect: [BEDWARS]},
  {query: '末影真珠', kind: '错别字', group: 'tuning', expect: [SKYWARS, BEDWARS]},
  {query: '资源抱', kind: '错别字', group: 'held-out', expect: [RESOURCEPACK]},
  {query: '星光记划', kind: '错别字', group: 'tuning', expect: [STAR]},
  {query: '组对', kind: '错别字', group: 'held-out', expect: [SYSTEMS, COMMON]},
  {query: '地批', kind: '错别字', group: 'tuning', expect: [CREATIVE]},
  {query: '名人唐', kind: '错别字', group: 'held-out', expect: [SYSTEMS, LEADERBOARD]},
  {query: '疯狂旷工', kind: '错别字', group: 'tuning', expect: [BEDWARS]},
  {query: '资源段炉', kind: '错别字', group: 'held-out', expect: [BEDWARS]},
  {query: '改明卡', kind: '错别字', group: 'tuning', expect: [RENAME]},
  {query: '空中成市', kind: '错别字', group: 'held-out', expect: [SKYCITY]},
  // 英文: English and mixed terms
  {query: 'skywars', kind: '英文', group: 'tuning', expect: [SKYWARS]},
  {query: 'bedwars', kind: '英文', group: 'held-out', expect: [BEDWARS]},
  {query: 'kit', kind: '英文', group: 'tuning', expect: [SKYWARS]},
  {query: 'uuid', kind: '英文', group: 'held-out', expect: [RESOURCEPACK]},
  {query: 'pack', kind: '英文', group: 'tuning', expect: [RESOURCEPACK]},
  {query: 'manifest', kind: '英文', group: 'held-out', expect: [RESOURCEPACK]},
  {query: 'api', kind: '英文', group: 'tuning', expect: [API]},
  {query: 'key', kind: '英文', group: 'held-out', expect: [API]},
  {query: 'QQ群', kind: '英文', group: 'tuning', expect: [QQ_GROUP]},
  {query: 'pe', kind: '英文', group: 'held-out', expect: [PE_CLIENT]},
  {query: 'pc', kind: '英文', group: 'tuning', expect: [PC_CLIENT]},
  {query: 'bug', kind: '英文', group: 'held-out', expect: [PENALTY]},
  {query: '公会id', kind: '英文', group: 'tuning', expect: [API_GUILD]},
  {query: 'json', kind: '英文', group: 'held-out', expect: [RESOURCEPACK]},
  {query: 'fps', kind: '英文', group: 'tuning', expect: [PC_CLIENT, PE_CLIENT]},
  {query: 'mcpack', kind: '英文', group: 'held-out', expect: [RESOURCEPACK]},
  {query: 'xray', kind: '英文', group: 'tuning', expect: [PENALTY, RESOURCEPACK]},
  {query: 'party', kind: '英文', group: 'held-out', expect: [SYSTEMS, COMMON]},
  {query: 'wifi', kind: '英文', group: 'tuning', expect: [PE_CLIENT]},
  {query: 'ios', kind: '英文', group: 'held-out', expect: [PE_CLIENT]},
  // 数字版本: numbers, versions, limits and prices
  {query: '2.6.16', kind: '数字版本', group: 'tuning', expect: [V2_6_16]},
  {query: '2.6.14', kind: '数字版本', group: 'held-out', expect: [V2_6_14]},
  {query: '2.6.9', kind: '数字版本', group: 'tuning', expect: [SEP24]},
  {query: '4v4', kind: '数字版本', group: 'held-out', expect: [BEDWARS]},
  {query: '60次/分钟', kind: '数字版本', group: 'tuning', expect: [API]},
  {query: '30天', kind: '数字版本', group: 'held-out', expect: [RENAME, PENALTY]},
  {query: '1500云币', kind: '数字版本', group: 'tuning', expect: [SKYWARS, SYSTEMS]},
  {query: '2.6.15', kind: '数字版本', group: 'held-out', expect: [V2_6_15]},
  {query: '10000云币', kind: '数字版本', group: 'tuning', expect: [SYSTEMS, COMMON]},
  {query: '2.6.10', kind: '数字版本', group: 'held-out', expect: [NOV24]},
  {query: '8x2', kind: '数字版本', group: 'tuning', expect: [BEDWARS]},
  {query: '2.6.5', kind: '数字版本', group: 'held-out', expect: [JAN24]},
  {query: '64x64', kind: '数字版本', group: 'tuning', expect: [CREATIVE]},
  {query: '2.6.8', kind: '数字版本', group: 'held-out', expect: [JUL24]},
  {query: '40402', kind: '数字版本', group: 'tuning', expect: [API_PLAYER]},
  {query: '2.6.0', kind: '数字版本', group: 'held-out', expect: [WELCOME, MAY_JUL23]},
  {query: '429', kind: '数字版本', group: 'tuning', expect: [API]},
  {query: '2.6.3', kind: '数字版本', group: 'held-out', expect: [AUG_NOV23]},
  {query: '2025-S4', kind: '数字版本', group: 'tuning', expect: [LEADERBOARD]},
  {query: '2.6.11', kind: '数字版本', group: 'held-out', expect: [JAN25]},
  // 更新: when something changed or arrived: the changelog posts that announced it
  {query: '断线重连什么时候加的', kind: '更新', group: 'tuning', expect: [NOV24]},
  {query: '枫林渡哪个版本', kind: '更新', group: 'held-out', expect: [V2_6_14, OCT25]},
  {query: '11月更新', kind: '更新', group: 'tuning', expect: [V2_6_16, NOV24]},
  {query: '2025年10月更新', kind: '更新', group: 'held-out', expect: [OCT25]},
  {query: '两周年庆典', kind: '更新', group: 'tuning', expect: [APR25, MAY25]},
  {query: '夏日祭萤火怎么拿', kind: '更新', group: 'held-out', expect: [JUL25, AUG25]},
  {query: '弓箭手套件改了', kind: '更新', group: 'tuning', expect: [V2_6_15, OCT25]},
  {query: '末影珍珠涨价', kind: '更新', group: 'held-out', expect: [AUG_NOV23]},
  {query: '改名冷却啥时候改成30天', kind: '更新', group: 'tuning', expect: [AUG24]},
  {query: '空中城市什么时候上线', kind: '更新', group: 'held-out', expect: [JAN25, DEC24]},
  {query: '创造什么时候开放的', kind: '更新', group: 'tuning', expect: [MAR24]},
  {query: '取消匹配哪个版本加的', kind: '更新', group: 'held-out', expect: [V2_6_14, OCT25]},
  {query: '晴空港哪个版本', kind: '更新', group: 'tuning', expect: [SEP24]},
  {query: '对局日志接口什么时候上线', kind: '更新', group: 'held-out', expect: [JUN25]},
  {query: '处罚规则2.0什么时候生效', kind: '更新', group: 'tuning', expect: [MAR24, FEB24]},
  {query: '好友上限什么时候变100', kind: '更新', group: 'held-out', expect: [JUL25]},
  {query: '国庆游园会几号', kind: '更新', group: 'tuning', expect: [SEP25, OCT25]},
  {query: '空岛改成15分钟', kind: '更新', group: 'held-out', expect: [JUL24]},
  {query: '星光计划三星什么时候有的', kind: '更新', group: 'tuning', expect: [DEC24]},
  // Is-it-fixed questions, written from the posts' fix lines (none of them in a measured group).
  {query: '电脑版提示版本不匹配修好了吗', kind: '更新', group: 'tuning', expect: [FEB24]},
  {query: '手机卡在加载资源包修了没', kind: '更新', group: 'tuning', expect: [MAY_JUL23]},
  {query: '公会聊天在对局里收不到 修复了吗', kind: '更新', group: 'tuning', expect: [JUN24]},
  {query: '空岛站边界外血条掉得慢是bug吗', kind: '更新', group: 'tuning', expect: [AUG24]},
  {query: '创造实体上限啥时候改成按地皮算', kind: '更新', group: 'tuning', expect: [MAY24]},
  {query: '云岛什么时候开服', kind: '更新', group: 'held-out', expect: [WELCOME, ABOUT]},
  // The fresh group: written after tuning had ended, from the pages alone, by a writer who never saw
  // the search code or its results; ten of each kind.
  {query: '雪', kind: '单字', group: 'fresh', expect: [SKYWARS]},
  {query: '羊', kind: '单字', group: 'fresh', expect: [BEDWARS]},
  {query: '拆', kind: '单字', group: 'fresh', expect: [BEDWARS]},
  {query: '罚', kind: '单字', group: 'fresh', expect: [PENALTY]},
  {query: '招', kind: '单字', group: 'fresh', expect: [RECRUIT]},
  {query: '友', kind: '单字', group: 'fresh', expect: [SYSTEMS]},
  {query: '晶', kind: '单字', group: 'fresh', expect: [SYSTEMS, COMMON]},
  {query: '材', kind: '单字', group: 'fresh', expect: [RESOURCEPACK]},
  {query: '城', kind: '单字', group: 'fresh', expect: [SKYCITY]},
  {query: '创', kind: '单字', group: 'fresh', expect: [CREATIVE, SYSTEMS]},
  {query: '护床', kind: '两字词', group: 'fresh', expect: [BEDWARS]},
  {query: '中岛', kind: '两字词', group: 'fresh', expect: [SKYWARS, BEDWARS]},
  {query: '昵称', kind: '两字词', group: 'fresh', expect: [RENAME]},
  {query: '警告', kind: '两字词', group: 'fresh', expect: [PENALTY]},
  {query: '转正', kind: '两字词', group: 'fresh', expect: [RECRUIT]},
  {query: '直播', kind: '两字词', group: 'fresh', expect: [STAR]},
  {query: '任务', kind: '两字词', group: 'fresh', expect: [SYSTEMS, COMMON]},
  {query: '红石', kind: '两字词', group: 'fresh', expect: [CREATIVE]},
  {query: '限流', kind: '两字词', group: 'fresh', expect: [API]},
  {query: '渲染', kind: '两字词', group: 'fresh', expect: [PE_CLIENT, PC_CLIENT]},
  {query: '硬化粘土', kind: '名称', group: 'fresh', expect: [BEDWARS]},
  {query: '床自毁', kind: '名称', group: 'fresh', expect: [BEDWARS]},
  {query: '建筑师套件', kind: '名称', group: 'fresh', expect: [SKYWARS]},
  {query: '个人档案', kind: '名称', group: 'fresh', expect: [SYSTEMS, COMMON]},
  {query: '处罚记录', kind: '名称', group: 'fresh', expect: [PENALTY]},
  {query: '璀璨星光', kind: '名称', group: 'fresh', expect: [STAR]},
  {query: '拆床专家', kind: '名称', group: 'fresh', expect: [LEADERBOARD]},
  {query: '开服元老', kind: '名称', group: 'fresh', expect: [WELCOME, MAY_JUL23]},
  {query: '分离控件', kind: '名称', group: 'fresh', expect: [PE_CLIENT]},
  {query: '开发者密钥', kind: '名称', group: 'fresh', expect: [API]},
  {query: '改名卡在哪买', kind: '问句', group: 'fresh', expect: [RENAME, SYSTEMS]},
  {query: '公会最多几个人', kind: '问句', group: 'fresh', expect: [SYSTEMS, COMMON]},
  {query: '每日任务几点刷新', kind: '问句', group: 'fresh', expect: [SYSTEMS, COMMON]},
  {query: '封号能申诉几次', kind: '问句', group: 'fresh', expect: [PENALTY]},
  {query: '提示版本不匹配怎么办', kind: '问句', group: 'fresh', expect: [PC_CLIENT]},
  {query: '空岛掉线能重连吗', kind: '问句', group: 'fresh', expect: [SKYWARS, COMMON]},
  {query: '星光计划云晶什么时候到账', kind: '问句', group: 'fresh', expect: [STAR]},
  {query: '地皮被人拆了能恢复吗', kind: '问句', group: 'fresh', expect: [CREATIVE]},
  {query: '空岛一局多久', kind: '问句', group: 'fresh', expect: [SKYWARS]},
  {query: '流量下资源包一直卡住怎么办', kind: '问句', group: 'fresh', expect: [PE_CLIENT]},
  {query: 'chuangzao', kind: '全拼', group: 'fresh', expect: [CREATIVE, SYSTEMS]},
  {query: 'xueqiu', kind: '全拼', group: 'fresh', expect: [SKYWARS]},
  {query: 'chufa', kind: '全拼', group: 'fresh', expect: [PENALTY]},
  {query: 'nicheng', kind: '全拼', group: 'fresh', expect: [RENAME]},
  {query: 'yunbi', kind: '全拼', group: 'fresh', expect: [SYSTEMS, COMMON]},
  {query: 'haoyou', kind: '全拼', group: 'fresh', expect: [SYSTEMS]},
  {query: 'liuliang', kind: '全拼', group: 'fresh', expect: [PE_CLIENT]},
  {query: 'zhubo', kind: '全拼', group: 'fresh', expect: [STAR]},
  {query: 'duijurizhi', kind: '全拼', group: 'fresh', expect: [API_GAMELOG]},
  {query: 'zhaomu', kind: '全拼', group: 'fresh', expect: [RECRUIT]},
  {query: 'mds', kind: '首字母', group: 'fresh', expect: [BEDWARS]},
  {query: 'smxj', kind: '首字母', group: 'fresh', expect: [BEDWARS]},
  {query: 'gjs', kind: '首字母', group: 'fresh', expect: [SKYWARS]},
  {query: 'mrrw', kind: '首字母', group: 'fresh', expect: [SYSTEMS, COMMON]},
  {query: 'czf', kind: '首字母', group: 'fresh', expect: [CREATIVE, SYSTEMS]},
  {query: 'ncgz', kind: '首字母', group: 'fresh', expect: [RENAME]},
  {query: 'dxcl', kind: '首字母', group: 'fresh', expect: [BEDWARS, COMMON]},
  {query: 'fwqzt', kind: '首字母', group: 'fresh', expect: [API_STATUS]},
  {query: 'wjxx', kind: '首字母', group: 'fresh', expect: [API_PLAYER]},
  {query: 'yjcz', kind: '首字母', group: 'fresh', expect: [COMMON, SYSTEMS]},
  {query: '硬化沾土', kind: '错别字', group: 'fresh', expect: [BEDWARS]},
  {query: '失眠陷阱', kind: '错别字', group: 'fresh', expect: [BEDWARS]},
  {query: '雪求', kind: '错别字', group: 'fresh', expect: [SKYWARS]},
  {query: '尼称', kind: '错别字', group: 'fresh', expect: [RENAME]},
  {query: '出罚', kind: '错别字', group: 'fresh', expect: [PENALTY]},
  {query: '分离空件', kind: '错别字', group: 'fresh', expect: [PE_CLIENT]},
  {query: '宣染距离', kind: '错别字', group: 'fresh', expect: [PE_CLIENT, PC_CLIENT]},
  {query: '云精', kind: '错别字', group: 'fresh', expect: [SYSTEMS, COMMON]},
  {query: '服务器壮态', kind: '错别字', group: 'fresh', expect: [API_STATUS]},
  {query: '珊湖礁', kind: '错别字', group: 'fresh', expect: [SKYWARS, JUL25]},
  {query: 'wasd', kind: '英文', group: 'fresh', expect: [PC_CLIENT]},
  {query: 'report', kind: '英文', group: 'fresh', expect: [PENALTY, COMMON]},
  {query: 'plot', kind: '英文', group: 'fresh', expect: [CREATIVE]},
  {query: 'lobby', kind: '英文', group: 'fresh', expect: [SYSTEMS]},
  {query: 'status', kind: '英文', group: 'fresh', expect: [API_STATUS]},
  {query: 'vpn', kind: '英文', group: 'fresh', expect: [PC_CLIENT]},
  {query: '4g', kind: '英文', group: 'fresh', expect: [PE_CLIENT]},
  {query: 'tnt', kind: '英文', group: 'fresh', expect: [BEDWARS]},
  {query: 'Retry-After', kind: '英文', group: 'fresh', expect: [API]},
  {query: 'gamelog', kind: '英文', group: 'fresh', expect: [API_GAMELOG]},
  {query: '2.6.12', kind: '数字版本', group: 'fresh', expect: [MAY25]},
  {query: '2.6.13', kind: '数字版本', group: 'fresh', expect: [JUL25]},
  {query: '2.6.7', kind: '数字版本', group: 'fresh', expect: [MAY24]},
  {query: '2.6.6', kind: '数字版本', group: 'fresh', expect: [MAR24]},
  {query: '40403', kind: '数字版本', group: 'fresh', expect: [API_GUILD]},
  {query: '40404', kind: '数字版本', group: 'fresh', expect: [API_GAMELOG]},
  {query: '30云晶', kind: '数字版本', group: 'fresh', expect: [RENAME, SYSTEMS]},
  {query: '32768', kind: '数字版本', group: 'fresh', expect: [CREATIVE, SEP24]},
  {query: '2000云晶', kind: '数字版本', group: 'fresh', expect: [STAR]},
  {query: '15级', kind: '数字版本', group: 'fresh', expect: [SYSTEMS, COMMON]},
  {query: '公会等级哪个版本出的', kind: '更新', group: 'fresh', expect: [MAY24]},
  {query: '隐藏战绩什么时候加的', kind: '更新', group: 'fresh', expect: [JUL24]},
  {query: '地皮什么时候变大的', kind: '更新', group: 'fresh', expect: [AUG24]},
  {query: '末影珍珠出边界修了吗', kind: '更新', group: 'fresh', expect: [V2_6_16]},
  {query: '最终决战哪个版本加的', kind: '更新', group: 'fresh', expect: [JAN24]},
  {query: '空岛双人啥时候出的', kind: '更新', group: 'fresh', expect: [AUG_NOV23]},
  {query: '25年2月更新', kind: '更新', group: 'fresh', expect: [FEB25]},
  {query: '招募什么时候改成全年', kind: '更新', group: 'fresh', expect: [JUN24, MAY24]},
  {query: '举报自动留日志哪个版本', kind: '更新', group: 'fresh', expect: [MAY25]},
  {query: '改名后排行榜不换名字修了吗', kind: '更新', group: 'fresh', expect: [V2_6_15, OCT25]},
  // Tuning cases for the kinds the second fresh group brought (written from the pages, not from
  // that group or its results), so that those kinds can be tuned on without touching it.
  {query: '手机打着打着发烫', kind: '口语', group: 'tuning', expect: [PE_CLIENT]},
  {query: '外挂举报了有用吗', kind: '口语', group: 'tuning', expect: [PENALTY]},
  {query: '想进官方qq群', kind: '口语', group: 'tuning', expect: [QQ_GROUP]},
  {query: 'last_seen', kind: '接口', group: 'tuning', expect: [API_PLAYER]},
  {query: 'lastseen', kind: '接口', group: 'tuning', expect: [API_PLAYER]},
  {query: 'format_version', kind: '接口', group: 'tuning', expect: [RESOURCEPACK]},
  {query: '我也想写一篇技术文章', kind: '投稿', group: 'tuning', expect: [DEV_INDEX]},
  {query: '投稿谁来审核', kind: '投稿', group: 'tuning', expect: [DEV_INDEX]},
  // A second fresh group, written before search was changed again for the queries that the
  // first groups did not cover (questions about fixes, players' own words, API tokens, near-
  // homophones, contributing), from the pages alone, by a writer who saw neither the search
  // code nor any query or result above.
  {query: '群', kind: '单字', group: 'fresh-2', expect: [QQ_GROUP]},
  {query: '封', kind: '单字', group: 'fresh-2', expect: [PENALTY]},
  {query: '榜', kind: '单字', group: 'fresh-2', expect: [LEADERBOARD, API]},
  {query: '陷阱', kind: '两字词', group: 'fresh-2', expect: [BEDWARS]},
  {query: '套件', kind: '两字词', group: 'fresh-2', expect: [SKYWARS]},
  {query: '地皮', kind: '两字词', group: 'fresh-2', expect: [CREATIVE, SYSTEMS]},
  {query: '枫林渡', kind: '名称', group: 'fresh-2', expect: [BEDWARS, V2_6_14]},
  {query: '珊瑚礁', kind: '名称', group: 'fresh-2', expect: [SKYWARS, JUL25]},
  {query: '萤火特效', kind: '名称', group: 'fresh-2', expect: [JUL25, AUG25]},
  {query: '西瓜床', kind: '名称', group: 'fresh-2', expect: [MAY_JUL23, AUG_NOV23]},
  {query: '被封了怎么申诉？', kind: '问句', group: 'fresh-2', expect: [PENALTY]},
  {query: '云币和云晶能互相换吗', kind: '问句', group: 'fresh-2', expect: [COMMON, SYSTEMS]},
  {query: '改名以后好友还在吗', kind: '问句', group: 'fresh-2', expect: [RENAME]},
  {query: 'gaiming', kind: '全拼', group: 'fresh-2', expect: [RENAME]},
  {query: 'xingguangjihua', kind: '全拼', group: 'fresh-2', expect: [STAR]},
  {query: 'kongdaozhanzheng', kind: '全拼', group: 'fresh-2', expect: [SKYWARS]},
  {query: 'qczz', kind: '首字母', group: 'fresh-2', expect: [BEDWARS]},
  {query: 'xgjh', kind: '首字母', group: 'fresh-2', expect: [STAR]},
  {query: 'gmk', kind: '首字母', group: 'fresh-2', expect: [RENAME]},
  {query: '改名冷确多久', kind: '错别字', group: 'fresh-2', expect: [RENAME]},
  {query: '该名卡多少钱', kind: '错别字', group: 'fresh-2', expect: [RENAME, SYSTEMS]},
  {query: '处罚申述', kind: '错别字', group: 'fresh-2', expect: [PENALTY]},
  {query: '工会怎么创建', kind: '错别字', group: 'fresh-2', expect: [SYSTEMS, COMMON]},
  {query: '新光计划', kind: '错别字', group: 'fresh-2', expect: [STAR]},
  {query: '云金充值没到账', kind: '错别字', group: 'fresh-2', expect: [COMMON]},
  {query: '手机闪腿', kind: '错别字', group: 'fresh-2', expect: [PE_CLIENT]},
  {query: '志愿者招幕条件', kind: '错别字', group: 'fresh-2', expect: [RECRUIT]},
  {query: '排行帮奖励什么时候发', kind: '错别字', group: 'fresh-2', expect: [LEADERBOARD]},
  {query: '硬化连土', kind: '错别字', group: 'fresh-2', expect: [BEDWARS]},
  {query: '接口密要怎么申请', kind: '错别字', group: 'fresh-2', expect: [API]},
  {query: '空岛边界收锁', kind: '错别字', group: 'fresh-2', expect: [SKYWARS]},
  {query: '版本不批配', kind: '错别字', group: 'fresh-2', expect: [PC_CLIENT]},
  {query: 'bedwars', kind: '英文', group: 'fresh-2', expect: [BEDWARS]},
  {query: 'manifest.json', kind: '英文', group: 'fresh-2', expect: [RESOURCEPACK]},
  {query: 'x-ray texture', kind: '英文', group: 'fresh-2', expect: [RESOURCEPACK, PENALTY]},
  {query: '2.6.15', kind: '数字版本', group: 'fresh-2', expect: [V2_6_15, OCT25]},
  {query: '2.6.11', kind: '数字版本', group: 'fresh-2', expect: [JAN25, ABOUT]},
  {query: '2.6.8', kind: '数字版本', group: 'fresh-2', expect: [JUL24]},
  {query: '反击陷阱珍珠落地不触发修了没', kind: '更新', group: 'fresh-2', expect: [V2_6_14, OCT25]},
  {query: '安卓开道具商店闪退修好了吗', kind: '更新', group: 'fresh-2', expect: [V2_6_14]},
  {
    query: '满员还要等30秒 啥时候变10秒的',
    kind: '更新',
    group: 'fresh-2',
    expect: [V2_6_14, OCT25],
  },
  {
    query: 'online字段什么时候变成30秒更新',
    kind: '更新',
    group: 'fresh-2',
    expect: [V2_6_14, API_PLAYER],
  },
  {
    query: '弓箭手箭变少了是哪个版本改的',
    kind: '更新',
    group: 'fresh-2',
    expect: [V2_6_15, OCT25, SKYWARS],
  },
  {query: '打完回大厅连接超时修了没', kind: '更新', group: 'fresh-2', expect: [V2_6_15, PC_CLIENT]},
  {
    query: '改名了排行榜还是旧名字 还有这个bug吗',
    kind: '更新',
    group: 'fresh-2',
    expect: [V2_6_15, RENAME],
  },
  {query: '4v4床自毁没提示', kind: '更新', group: 'fresh-2', expect: [V2_6_15]},
  {query: '429没带retry after修了吗', kind: '更新', group: 'fresh-2', expect: [V2_6_15, SEP25]},
  {query: '珍珠扔出边界的bug修了没', kind: '更新', group: 'fresh-2', expect: [V2_6_16, SKYWARS]},
  {query: 'ios大厅转视角掉帧修好了吗', kind: '更新', group: 'fresh-2', expect: [V2_6_16]},
  {query: '改名冷却啥时候变成30天', kind: '更新', group: 'fresh-2', expect: [AUG24, RENAME]},
  {query: '地皮哪天扩到64x64的', kind: '更新', group: 'fresh-2', expect: [AUG24, CREATIVE]},
  {query: '挖掘疲劳陷阱被队友踩了 修好没', kind: '更新', group: 'fresh-2', expect: [APR24]},
  {query: '末影珍珠什么时候涨到4绿宝石', kind: '更新', group: 'fresh-2', expect: [AUG_NOV23]},
  {query: '空岛什么时候改成15分钟一局', kind: '更新', group: 'fresh-2', expect: [JUL24, SKYWARS]},
  {query: '掉线能回对局是哪个版本加的', kind: '更新', group: 'fresh-2', expect: [NOV24]},
  {query: '好友上限100哪个版本改的', kind: '更新', group: 'fresh-2', expect: [JUL25]},
  {query: '苹果进大厅白屏闪一下修了没', kind: '更新', group: 'fresh-2', expect: [MAY25]},
  {query: '传送门连续触发重复排队修好了吗', kind: '更新', group: 'fresh-2', expect: [FEB25]},
  {query: '矿工镐耐久一直满格的bug', kind: '更新', group: 'fresh-2', expect: [MAR25]},
  {query: '手机啥时候能长按复制对局编号', kind: '更新', group: 'fresh-2', expect: [JUN25, SYSTEMS]},
  {query: '周一公会任务进度不涨修了吗', kind: '更新', group: 'fresh-2', expect: [SEP25]},
  {query: '名人堂一直不刷新停在上赛季', kind: '更新', group: 'fresh-2', expect: [APR25]},
  {query: '手机最终决战看不到发光 修复了没', kind: '更新', group: 'fresh-2', expect: [JAN24]},
  {query: '珊瑚礁东边边界缩得快修了吗', kind: '更新', group: 'fresh-2', expect: [AUG25]},
  {query: '老是被偷家怎么办', kind: '口语', group: 'fresh-2', expect: [BEDWARS]},
  {query: '开挂被抓封几天', kind: '口语', group: 'fresh-2', expect: [PENALTY]},
  {query: '大号被封开小号玩会怎样', kind: '口语', group: 'fresh-2', expect: [PENALTY]},
  {query: '号被盗了咋整', kind: '口语', group: 'fresh-2', expect: [COMMON]},
  {query: '充了钱没到账', kind: '口语', group: 'fresh-2', expect: [COMMON]},
  {query: '手机玩着烫手', kind: '口语', group: 'fresh-2', expect: [PE_CLIENT]},
  {query: '手机咋架桥', kind: '口语', group: 'fresh-2', expect: [PE_CLIENT]},
  {query: '主播有啥福利', kind: '口语', group: 'fresh-2', expect: [STAR]},
  {query: '打字出拼音人不动', kind: '口语', group: 'fresh-2', expect: [PC_CLIENT]},
  {query: '有人私聊要验证码是骗子吗', kind: '口语', group: 'fresh-2', expect: [COMMON]},
  {query: '地皮被朋友拆了还能找回吗', kind: '口语', group: 'fresh-2', expect: [CREATIVE]},
  {query: '花钱能解封吗', kind: '口语', group: 'fresh-2', expect: [PENALTY, COMMON]},
  {query: '做个查战绩的qq机器人', kind: '口语', group: 'fresh-2', expect: [API_PLAYER]},
  {query: 'X-RateLimit-Remaining', kind: '接口', group: 'fresh-2', expect: [API]},
  {query: 'Retry-After 多久', kind: '接口', group: 'fresh-2', expect: [API, API_STATUS]},
  {query: '42901', kind: '接口', group: 'fresh-2', expect: [API]},
  {query: '40402 玩家不存在', kind: '接口', group: 'fresh-2', expect: [API_PLAYER]},
  {query: '40403', kind: '接口', group: 'fresh-2', expect: [API_GUILD, API]},
  {query: '40404 对局不存在', kind: '接口', group: 'fresh-2', expect: [API_GAMELOG]},
  {query: '40301 密钥停用', kind: '接口', group: 'fresh-2', expect: [API]},
  {query: 'guild_tag', kind: '接口', group: 'fresh-2', expect: [API, API_GUILD]},
  {query: 'beds_lost', kind: '接口', group: 'fresh-2', expect: [API_PLAYER]},
  {query: 'finaldeaths', kind: '接口', group: 'fresh-2', expect: [API_PLAYER]},
  {query: 'games_running', kind: '接口', group: 'fresh-2', expect: [API_STATUS]},
  {query: 'planned-end', kind: '接口', group: 'fresh-2', expect: [API_STATUS]},
  {query: 'name_history', kind: '接口', group: 'fresh-2', expect: [API_PLAYER]},
  {query: 'member_count', kind: '接口', group: 'fresh-2', expect: [API_GUILD]},
  {query: 'vice_leader', kind: '接口', group: 'fresh-2', expect: [API_GUILD]},
  {query: 'generator_upgrade', kind: '接口', group: 'fresh-2', expect: [API_GAMELOG]},
  {query: 'team eliminated', kind: '接口', group: 'fresh-2', expect: [API_GAMELOG]},
  {query: 'min_engine_version', kind: '接口', group: 'fresh-2', expect: [RESOURCEPACK]},
  {query: 'audited false是什么意思', kind: '接口', group: 'fresh-2', expect: [API]},
  {query: 'X-Api-Key放哪', kind: '接口', group: 'fresh-2', expect: [API]},
  {query: '技术分享怎么投稿', kind: '投稿', group: 'fresh-2', expect: [DEV_INDEX]},
  {query: '不是工作人员能投稿吗', kind: '投稿', group: 'fresh-2', expect: [DEV_INDEX]},
  {query: '投稿文件名怎么起', kind: '投稿', group: 'fresh-2', expect: [DEV_INDEX]},
  {query: '投稿tags能写哪些', kind: '投稿', group: 'fresh-2', expect: [DEV_INDEX]},
  {query: '投稿多久能审核完', kind: '投稿', group: 'fresh-2', expect: [DEV_INDEX]},
  {query: '写文章front matter怎么写', kind: '投稿', group: 'fresh-2', expect: [DEV_INDEX]},
  {query: '文章配图放哪 多大', kind: '投稿', group: 'fresh-2', expect: [DEV_INDEX]},
  {query: '文章有错字怎么改', kind: '投稿', group: 'fresh-2', expect: [DEV_INDEX]},
  {query: '哪些内容投稿不会被合并', kind: '投稿', group: 'fresh-2', expect: [DEV_INDEX]},
  {query: '想写个战绩机器人教程发技术分享', kind: '投稿', group: 'fresh-2', expect: [DEV_INDEX]},
  {query: 'fork仓库提pr', kind: '投稿', group: 'fresh-2', expect: [DEV_INDEX]},
];
