import type {LoadContext, Plugin} from '@docusaurus/types';
import QRCode from 'qrcode';
import {operator} from '../../src/operator';

/** Renders `text` as a standalone SVG QR code (error correction M, 2-module quiet zone). */
export async function qrCodeSvg(text: string): Promise<string> {
  return QRCode.toString(text, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: {dark: '#000000', light: '#ffffff'},
  });
}

/**
 * Serves /book/qqgroup with a QR code of the operator's join link, generated
 * at build time: no runtime request and no image file to keep in sync.
 */
export default function qqGroupQrPlugin(context: LoadContext): Plugin {
  return {
    name: 'qq-group-qr',
    async contentLoaded({actions}) {
      const svg = await qrCodeSvg(operator.qqGroup.joinUrl);
      const qrCode = await actions.createData('qq-group-qr.json', JSON.stringify({svg}));
      actions.addRoute({
        path: `${context.baseUrl}book/qqgroup`,
        exact: true,
        component: '@site/src/components/QQGroupPage',
        modules: {qrCode},
      });
    },
  };
}
