import 'server-only';
import QRCode from 'qrcode';

// The printed image of a code: error correction H (30 % of the modules can be lost to wear or a
// logo printed over the centre), a quiet zone of 4 modules as the standard asks.
const OPTIONS = { errorCorrectionLevel: 'H', margin: 4 } as const;

/** The code as SVG (black on white; scales to any print size). */
export function qrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { ...OPTIONS, type: 'svg', color: { dark: '#000000', light: '#ffffff' } });
}

/** The code as a PNG of `width` pixels (1024 by default: sharp at 8 cm and 300 dpi). */
export function qrPng(url: string, width = 1024): Promise<Buffer> {
  return QRCode.toBuffer(url, { ...OPTIONS, type: 'png', width });
}
