import { ImageResponse } from 'next/og';
import messages from '@/messages/pt-BR.json';

// The image shown when the site is shared (Open Graph / Twitter), generated at build time.
export const alt = messages.seo.ogImageAlt;
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

// Earthy tones of the default theme (lib/theme.ts) and the favicon.
const BROWN = '#7a4a1f';
const DARK = '#3e2a1b';
const CREAM = '#f3efe6';
const SAND = '#d9c7a7';
// Satori draws some ordinary spaces of the default font twice as wide; no-break spaces are even.
const even = (text: string) => text.replace(/ /g, '\u00a0');

export default function OpengraphImage() {
  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          padding: '0 96px',
          background: `linear-gradient(135deg, ${DARK} 0%, ${BROWN} 100%)`,
          color: CREAM,
        }}
      >
        <svg width="112" height="112" viewBox="0 0 64 64">
          <rect width="64" height="64" rx="14" fill={CREAM} />
          <path d="M14 48V26l18-12 18 12v22H38V36H26v12z" fill={BROWN} />
        </svg>
        <div style={{ marginTop: 48, fontSize: 96, fontWeight: 700, letterSpacing: -2, lineHeight: 1.05 }}>{even(messages.site.hotelName)}</div>
        <div style={{ marginTop: 24, fontSize: 40, color: SAND, lineHeight: 1.25 }}>{even(messages.seo.ogTagline)}</div>
        <div style={{ display: 'flex', alignItems: 'center', marginTop: 56, fontSize: 36 }}>
          <div style={{ width: 56, height: 4, marginRight: 20, background: SAND }} />
          {even(messages.seo.location)}
        </div>
      </div>
    ),
    size,
  );
}
