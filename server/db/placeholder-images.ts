import sharp from 'sharp';

/** Placeholder photos drawn with sharp from SVG: soft earthy gradients with a label, as webp. */

export interface PlaceholderOptions {
  label: string;
  /** Hue 0-360 the gradient is derived from. */
  hue: number;
  width?: number;
  height?: number;
}

export const PLACEHOLDER_WIDTH = 1600;
export const PLACEHOLDER_HEIGHT = 1067;
const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);
}

async function svgToWebp(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality: 80, effort: 2 }).toBuffer();
}

/** A gradient in earthy tones around `hue` with `label` in large letters. */
export function placeholderWebp({ label, hue, width = PLACEHOLDER_WIDTH, height = PLACEHOLDER_HEIGHT }: PlaceholderOptions): Promise<Buffer> {
  const h = ((hue % 360) + 360) % 360;
  // Bold DejaVu is about 0.7 em per character; keep the label within the middle 60 % so crops keep it.
  const fontSize = Math.round(Math.min((width * 0.6) / Math.max(label.length * 0.7, 6), height / 6));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${h}, 38%, 62%)"/>
      <stop offset="0.55" stop-color="hsl(${(h + 12) % 360}, 34%, 42%)"/>
      <stop offset="1" stop-color="hsl(${(h + 24) % 360}, 40%, 24%)"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.3" cy="0.25" r="0.7">
      <stop offset="0" stop-color="hsl(40, 60%, 92%)" stop-opacity="0.45"/>
      <stop offset="1" stop-color="hsl(40, 60%, 92%)" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <rect width="100%" height="100%" fill="url(#glow)"/>
  <path d="M0 ${height * 0.78} Q ${width * 0.35} ${height * 0.68} ${width * 0.6} ${height * 0.76} T ${width} ${height * 0.72} V ${height} H 0 Z" fill="hsl(${(h + 20) % 360}, 30%, 18%)" fill-opacity="0.35"/>
  <text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="${fontSize}" fill="#000" fill-opacity="0.25" transform="translate(3 4)">${escapeXml(label)}</text>
  <text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="${fontSize}" fill="hsl(40, 40%, 96%)">${escapeXml(label)}</text>
</svg>`;
  return svgToWebp(svg);
}

/** The hero: a hotel facade at dusk in earthy tones (no text). */
export function heroFacadeWebp(width: number, height = Math.round((width * 9) / 16)): Promise<Buffer> {
  const W = 1920;
  const H = 1080;
  const windows: string[] = [];
  for (let floor = 0; floor < 3; floor++) {
    for (let i = 0; i < 12; i++) {
      const lit = (i * 7 + floor * 3) % 5 !== 0;
      windows.push(
        `<rect x="${420 + i * 92}" y="${470 + floor * 110}" width="54" height="62" rx="4" fill="${lit ? 'hsl(40, 85%, 70%)' : 'hsl(25, 25%, 22%)'}"/>`,
      );
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(230, 35%, 22%)"/>
      <stop offset="0.45" stop-color="hsl(15, 45%, 45%)"/>
      <stop offset="0.75" stop-color="hsl(32, 70%, 62%)"/>
    </linearGradient>
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(28, 35%, 42%)"/>
      <stop offset="1" stop-color="hsl(22, 38%, 26%)"/>
    </linearGradient>
    <radialGradient id="sun" cx="0.78" cy="0.62" r="0.35">
      <stop offset="0" stop-color="hsl(38, 90%, 75%)" stop-opacity="0.8"/>
      <stop offset="1" stop-color="hsl(38, 90%, 75%)" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <rect width="${W}" height="${H}" fill="url(#sun)"/>
  <path d="M0 820 Q 300 760 640 800 T 1300 780 T 1920 790 V 1080 H 0 Z" fill="hsl(90, 20%, 20%)"/>
  <rect x="360" y="400" width="1200" height="480" fill="url(#wall)"/>
  <polygon points="330,410 960,300 1590,410" fill="hsl(18, 40%, 24%)"/>
  ${windows.join('\n  ')}
  <rect x="880" y="790" width="160" height="90" fill="hsl(40, 80%, 65%)"/>
  <rect x="820" y="770" width="280" height="20" fill="hsl(20, 30%, 18%)"/>
  <rect x="0" y="880" width="${W}" height="200" fill="hsl(30, 20%, 16%)"/>
  <rect x="190" y="760" width="20" height="150" fill="hsl(25, 30%, 14%)"/>
  <ellipse cx="200" cy="700" rx="140" ry="150" fill="hsl(95, 22%, 16%)"/>
  <rect x="1730" y="760" width="20" height="150" fill="hsl(25, 30%, 14%)"/>
  <ellipse cx="1740" cy="690" rx="130" ry="160" fill="hsl(95, 22%, 15%)"/>
</svg>`;
  return svgToWebp(svg);
}
