import type {LoadContext, Plugin} from '@docusaurus/types';
import QRCode from 'qrcode';

/** Renders `text` as a standalone SVG QR code (error correction M, 2-module quiet zone). */
async function qrCodeSvg(text: string): Promise<string> {
  return QRCode.toString(text, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: {dark: '#000000', light: '#ffffff'},
  });
}

export interface JoinGroupPageOptions {
  /** The link that opens QQ at the group's join screen, encoded in the QR code. */
  joinUrl: string;
}

/**
 * Serves /book/qqgroup with a QR code of the group's join link, generated
 * at build time: no runtime request and no image file to keep in sync.
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
  return {
    name: 'join-group-page',
    async contentLoaded({actions}) {
      const svg = await qrCodeSvg(joinUrl);
      const qrCode = await actions.createData('join-group-page.json', JSON.stringify({svg}));
      actions.addRoute({
        path: `${context.baseUrl}book/qqgroup`,
        exact: true,
        component: '@site/src/components/QQGroupPage',
        modules: {qrCode},
      });
    },
  };
}
