/**
 * Every value that depends on who operates the site lives here and nowhere else.
 * The config, the footer, pages and docs read them from this module.
 *
 * The values below are samples (`.example` hosts, an ICP number of zeros): an
 * operator replaces them before the first real deployment.
 */
export interface OperatorConfig {
  /** Shown in the navbar, page titles and feeds. */
  siteName: string;
  /** Public origin of the deployed site, without a trailing slash. */
  siteUrl: string;
  /**
   * Domain of pull requests' previews: pull request N's preview is https://pr-N.<previewDomain>/,
   * a host and so an origin of its own, so that one preview (anyone's pull request can fill it)
   * cannot read or change another's pages or storage. A registrable domain of its own, never
   * siteUrl's or a subdomain of it, so that a preview cannot reach the site's storage or cookies;
   * and listed on the Public Suffix List, so that a preview cannot set a cookie for the whole
   * domain, which every other preview would receive (deploy/README.md).
   */
  previewDomain: string;
  /** ICP record number shown in the footer (mainland China hosting requirement). */
  icpNumber: string;
  /** Number players type in the 中国版 server search. */
  serverNumber: string;
  qqGroup: {
    /** Group number shown and copied on /book/qqgroup. */
    number: string;
    /** Link that opens QQ at the group's join screen; also encoded in the QR code. */
    joinUrl: string;
  };
  /** Where the site's source lives: the 编辑此页 links and the contributors' guide point here. */
  repository: {
    /** Web address of the repository, without a trailing slash. */
    url: string;
    /** The branch that is deployed, which edit links open. */
    branch: string;
  };
  /** External user center: binding, appeals, renames, orders. */
  userCenterUrl: string;
  /** The operator's video channel, linked from the footer. */
  videoChannelUrl: string;
  /** Baidu Tongji site id; empty disables analytics entirely. */
  analyticsSiteId: string;
  /**
   * Site-verification tokens of search engines, rendered as <meta> tags when set
   * (empty strings render nothing). Keys are the meta tag names each engine asks for.
   */
  searchVerification: {
    'baidu-site-verification': string;
    sogou_site_verification: string;
    '360-site-verification': string;
    'shenma-site-verification': string;
    'msvalidate.01': string;
    'google-site-verification': string;
  };
}

/**
 * Where the analytics script (Baidu Tongji's hm.js) and its beacons come from: the page loads it
 * and the content security policy allows it only when `analyticsSiteId` is set.
 */
export const ANALYTICS_ORIGIN = 'https://hm.baidu.com';

export const operator: OperatorConfig = {
  siteName: '云岛 Wiki',
  siteUrl: 'https://wiki.cloudisle.example',
  previewDomain: 'cloudisle-preview.example',
  icpNumber: '示例ICP备00000000号-1',
  serverNumber: '12345678',
  qqGroup: {
    number: '123456789',
    joinUrl: 'https://qm.qq.example/q/CloudIsleSample',
  },
  repository: {
    url: 'https://github.example/cloudisle/wiki',
    branch: 'main',
  },
  userCenterUrl: 'https://user.cloudisle.example',
  videoChannelUrl: 'https://space.bilibili.example/cloudisle',
  analyticsSiteId: '',
  searchVerification: {
    'baidu-site-verification': '',
    sogou_site_verification: '',
    '360-site-verification': '',
    'shenma-site-verification': '',
    'msvalidate.01': '',
    'google-site-verification': '',
  },
};
