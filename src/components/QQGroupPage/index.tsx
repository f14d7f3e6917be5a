import {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import CopyButton from '@site/src/components/CopyButton';
import {operator} from '@site/src/operator';
import type {QrCodeImage} from '@site/plugins/join-group-page';
import styles from './styles.module.css';

/**
 * The app whose built-in browser shows the page, from its user agent: QQ's recognises a QR code
 * on a long press; WeChat's blocks links that open QQ.
 */
function useInAppBrowser(): 'qq' | 'wechat' | undefined {
  const [app, setApp] = useState<'qq' | 'wechat'>();
  useEffect(() => {
    const agent = navigator.userAgent;
    if (/MicroMessenger\//i.test(agent)) setApp('wechat');
    else if (/\sQQ\/\d/.test(agent)) setApp('qq');
  }, []);
  return app;
}

export default function QQGroupPage({qrCode}: {qrCode: QrCodeImage}): ReactNode {
  const {number, joinUrl} = operator.qqGroup;
  const app = useInAppBrowser();
  return (
    <Layout
      title="加入官方群"
      description="加入云岛官方 QQ 群：复制群号、一键打开 QQ 或扫码入群。群里有维护和更新通知、活动报名、组队和快速答疑。">
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">加入云岛官方群</Heading>
        <p className={styles.lead}>
          维护和更新通知、活动报名、找队友、快速提问，都在官方 QQ 群。手机上点一下按钮就能加入。
        </p>

        <div className={styles.panel}>
          <div className={styles.actions}>
            <p className={styles.label}>官方群号</p>
            <CopyButton value={number} label="群号" />
            {app === 'wechat' ? (
              <p className={`alert alert--warning ${styles.open}`} role="note">
                微信里打不开 QQ 的加群链接。请复制群号，打开 QQ，点右上角“+ →
                加好友/群”粘贴搜索；也可以点微信右上角的“···”，选“在默认浏览器中打开”，再点“打开 QQ
                加群”。
              </p>
            ) : (
              <Link className={`button button--primary button--lg ${styles.open}`} href={joinUrl}>
                打开 QQ 加群
              </Link>
            )}
          </div>
          <figure className={styles.qr}>
            {/* An image, not inline SVG: QQ's and WeChat's 长按识别二维码 reads images only.
                plugins/join-group-page draws it from operator.qqGroup.joinUrl at build time. */}
            <img
              className={styles.qrCode}
              src={qrCode.src}
              width={qrCode.size}
              height={qrCode.size}
              alt="加群二维码：用手机 QQ 扫一扫"
            />
            <figcaption>
              <span className={styles.onDesktop}>用手机 QQ“扫一扫”加群</span>
              <span className={styles.onPhone}>
                {app === 'qq'
                  ? '长按二维码，选“识别图中二维码”加群'
                  : '长按二维码保存图片，再在 QQ“扫一扫”里点相册选它'}
              </span>
            </figcaption>
          </figure>
        </div>

        <section>
          <Heading as="h2">怎样加群</Heading>
          <div className={styles.steps}>
            <div>
              <Heading as="h3">在手机上</Heading>
              <ol>
                <li>
                  {app === 'wechat'
                    ? '在微信里，按上面提示的步骤复制群号，到 QQ 里搜索加群。'
                    : '点上面的“打开 QQ 加群”，手机会跳到 QQ 的加群页面。'}
                </li>
                <li>
                  没有跳转时，点“复制”复制群号，打开 QQ，点右上角“+ → 加好友/群”，粘贴群号搜索。
                </li>
                <li>申请理由里写上你的游戏昵称，方便管理员核对。</li>
              </ol>
            </div>
            <div>
              <Heading as="h3">在电脑上</Heading>
              <ol>
                <li>用手机 QQ 扫描右上方的二维码，或者在电脑版 QQ 顶部的搜索框里输入群号。</li>
                <li>点“申请加群”，申请理由里写上你的游戏昵称。</li>
                <li>通常几分钟内会通过；群满时会自动推荐新开的分群。</li>
              </ol>
            </div>
          </div>
        </section>

        <section>
          <Heading as="h2">群里有什么</Heading>
          <ul>
            <li>
              停服维护、版本更新和活动的第一时间通知，和<Link to="/blog">更新日志</Link>同步。
            </li>
            <li>找队友：起床战争双人、四队和空岛战争双人都有人组。</li>
            <li>
              快速答疑：玩法、规则和客户端闪退这类问题，群里的管理员、客服和老玩家都会帮你看；账号、充值没到账、改名失败和申诉请直接在用户中心办理，群里无法替你处理。
            </li>
            <li>活动报名和星光计划的主播交流。</li>
          </ul>
        </section>

        <section>
          <Heading as="h2">群规</Heading>
          <ol>
            <li>群昵称改成游戏昵称，方便大家认出你。</li>
            <li>不辱骂、不刷屏、不发广告和外挂链接；交易账号、代练在群里同样禁止。</li>
            <li>
              举报违规玩家请在游戏里用 <code>/report</code>
              ，或者在用户中心提交工单并附上录像，不要在群里公开别人的信息。
            </li>
            <li>
              管理员和客服不会私聊索要你的密码或验证码，遇到了怎么办见
              <Link to="/docs/faq/common">其他常见问题</Link>。
            </li>
          </ol>
          <p>
            违反群规的处理和游戏内一致，详见<Link to="/docs/faq/penalty">违规处罚规则</Link>。
          </p>
        </section>
      </main>
    </Layout>
  );
}
