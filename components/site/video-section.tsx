import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import { contrastRatio, parseHsl, type Hsl } from '@/lib/theme';
import { youtubeEmbedUrl } from '@/lib/youtube';
import type { Video } from '@/lib/types';
import { VideoPlayer } from './video-player';

const WHITE = '0 0% 100%';
const DARK_TEXT = '25 35% 18%';

/** '#rgb' / '#rrggbb' or a theme triple ('25 60% 30%') as HSL; anything else is ignored. */
function parseBackground(value: string | null): Hsl | null {
  if (!value) return null;
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim())?.[1];
  if (!hex) return parseHsl(value);
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l: l * 100 };
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { h: h * 60, s: s * 100, l: l * 100 };
}

/** The admin's background colour with whichever text colour (white or dark) reads better on it. */
function sectionColors(value: string | null): React.CSSProperties | undefined {
  const bg = parseBackground(value);
  if (!bg) return undefined;
  const light = (contrastRatio(WHITE, bg) ?? 0) > (contrastRatio(DARK_TEXT, bg) ?? 0);
  return { backgroundColor: `hsl(${bg.h} ${bg.s}% ${bg.l}%)`, color: `hsl(${light ? WHITE : DARK_TEXT})` };
}

export async function VideoSection({ video }: { video: Video | null }) {
  const t = await getTranslations('video');

  if (!video) {
    return (
      <section aria-labelledby="video-title" className="px-4 py-16">
        <div className="mx-auto max-w-4xl text-center">
          <h2 id="video-title" className="text-3xl font-bold text-earth-dark md:text-4xl">
            {t('placeholderTitle')}
          </h2>
          <div className="mt-8 flex aspect-video flex-col items-center justify-center gap-3 rounded-2xl bg-earth-pale text-earth-dark">
            <Icon name="video" className="size-12 text-primary" />
            <p>{t('placeholderText')}</p>
          </div>
        </div>
      </section>
    );
  }

  const style = sectionColors(video.backgroundColor);
  return (
    <section aria-labelledby="video-title" className="px-4 py-16" style={style}>
      <div className="mx-auto max-w-4xl text-center">
        <h2 id="video-title" className={`text-3xl font-bold md:text-4xl ${style ? '' : 'text-earth-dark'}`}>
          {video.title}
        </h2>
        {video.description && <p className="mx-auto mt-3 max-w-2xl text-lg">{video.description}</p>}
        <div className="mt-8">
          <VideoPlayer
            title={video.title}
            thumbnailUrl={`/video-thumbnail/${video.youtubeId}`}
            embedUrl={youtubeEmbedUrl(video.youtubeId, { autoplay: true })}
            playLabel={t('play', { title: video.title })}
          />
        </div>
      </div>
    </section>
  );
}
