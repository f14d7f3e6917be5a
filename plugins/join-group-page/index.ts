import {createHash} from 'node:crypto';
import type {LoadContext, Plugin} from '@docusaurus/types';
import QRCode from 'qrcode';

/** The QR code's side in CSS pixels; the PNG has three device pixels per CSS pixel. */
const QR_SIZE = 180;

/** Renders `text` as a PNG QR code (error correction M, 2-module quiet zone), sharp on 3× screens. */
async function qrCodePng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 2,
    width: QR_SIZE * 3,
    color: {dark: '#000000', light: '#ffffff'},
  });
}

export interface JoinGroupPageOptions {
  /** The link that opens QQ at the group's join screen, encoded in the QR code. */
  joinUrl: string;
}

/** What the page component receives as its `qrCode` prop. */
export interface QrCodeImage {
  src: string;
  size: number;
}

/**
 * Serves /book/qqgroup with a QR code of the group's join link, generated at build time as a PNG
 * file: QQ's and WeChat's 长按识别二维码 reads images only, and a file keeps the page's HTML small.
 */
export default function joinGroupPagePlugin(
  context: LoadContext,
  {joinUrl}: JoinGroupPageOptions,
): Plugin {
  if (!joinUrl) {
    throw new Error(
      'join-group-page: the joinUrl option is empty; set qqGroup.joinUrl in src/operator.ts.',
    );
  }
  let png: Buffer | undefined;
  // Named by its content, like webpack's own images: /assets/ is cached for a year.
  const fileOf = (image: Buffer) =>
    `assets/images/qq-group-qr.${createHash('sha256').update(image).digest('hex').slice(0, 8)}.png`;
  return {
    name: 'join-group-page',
    async contentLoaded({actions}) {
      png = await qrCodePng(joinUrl);
      const image: QrCodeImage = {src: `${context.baseUrl}${fileOf(png)}`, size: QR_SIZE};
      const qrCode = await actions.createData('join-group-page.json', JSON.stringify(image));
      actions.addRoute({
        path: `${context.baseUrl}book/qqgroup`,
        exact: true,
        component: '@site/src/components/QQGroupPage',
        modules: {qrCode},
      });
    },
    // The client compilation emits the file, so `docusaurus start` serves it as the build does.
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const {Compilation, sources} = currentBundler.instance;
      const emit = {
        apply(compiler: InstanceType<typeof currentBundler.instance.Compiler>) {
          compiler.hooks.thisCompilation.tap('join-group-page', (compilation) => {
            compilation.hooks.processAssets.tap(
              {name: 'join-group-page', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL},
              () => compilation.emitAsset(fileOf(png!), new sources.RawSource(png!)),
            );
          });
        },
      };
      return {plugins: [emit]};
    },
  };
}
