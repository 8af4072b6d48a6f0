import 'server-only';
import QRCode from 'qrcode';
import { buildPixBrCode, pixTxid, plainAscii, PIX_NAME_MAX } from '@/lib/pix-br-code';
import type { PixCharge, PixSettings } from '@/lib/pix-settings';

// A reservation's PIX deposit charge: its static BR Code and QR code, made here without any payment provider.

/** Error correction M (15 %): a screen or a printed e-mail, not a worn sticker; a quiet zone of 4 modules. */
const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

/** The QR code of `text` as one SVG path: a run of dark modules per row segment, in module units. */
export function qrPath(text: string): { size: number; path: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: QR_OPTIONS.errorCorrectionLevel });
  const m = QR_OPTIONS.margin;
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      parts.push(`M${start + m} ${row + m}h${col - start}v1h-${col - start}z`);
    }
  }
  return { size: modules.size + 2 * m, path: parts.join('') };
}

/** A reservation's deposit charge: its BR Code (the reservation as txid) and the QR code. */
export function pixCharge(settings: PixSettings, reservation: { id: string; depositAmount: number }): PixCharge {
  const payload = buildPixBrCode({ key: settings.key, name: settings.name, city: settings.city, amount: reservation.depositAmount, txid: reservation.id });
  return {
    amount: reservation.depositAmount,
    payload,
    txid: pixTxid(reservation.id),
    receiver: plainAscii(settings.name).slice(0, PIX_NAME_MAX).trim(),
    qr: qrPath(payload),
  };
}

/** The QR code as a PNG (the guest's e-mail: mail programs do not show SVG). */
export function pixQrPng(payload: string, width = 480): Promise<Buffer> {
  return QRCode.toBuffer(payload, { ...QR_OPTIONS, type: 'png', width });
}
