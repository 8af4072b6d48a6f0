import { preload } from 'react-dom';
import { getImageProps } from 'next/image';
import { getTranslations } from 'next-intl/server';
import type { SectionContent } from '@/server/site-content';
import type { SectionBackdrop } from '@/server/media';
import { ReserveButton } from '@/components/site/site-actions';
import { HeroBackground, type HeroSource } from '@/components/site/hero-background';
import { withDefaults } from '@/server/site-content/defaults';

/** Last image of the chain before the text banner (spec §2: "a remote placeholder"). */
export const HERO_REMOTE_PLACEHOLDER = 'https://images.unsplash.com/photo-1566073771259-6a8506099945?auto=format&fit=crop&w=1600&q=80';

// Paths next/image may optimise (next.config.ts localPatterns).
const OPTIMISABLE = /^\/(media|hero|carrossel)\//;

/**
 * The background chosen in the admin (its stored sizes), the site-content image (optimised when
 * local), the local responsive pair, the large local file, the remote placeholder.
 */
function heroSources(background: SectionBackdrop | undefined, image: string | undefined): HeroSource[] {
  const sources: HeroSource[] = [];
  if (background) sources.push(background.srcSet ? { src: background.url, srcSet: background.srcSet, sizes: '100vw' } : { src: background.url });
  const custom = image?.trim();
  if (custom) {
    if (OPTIMISABLE.test(custom)) {
      const { props } = getImageProps({ src: custom, alt: '', width: 1600, height: 900, sizes: '100vw', quality: 80 });
      sources.push({ src: props.src, srcSet: props.srcSet, sizes: props.sizes });
    } else {
      sources.push({ src: custom });
    }
  }
  sources.push(
    { src: '/hero/hero-1200.webp', srcSet: '/hero/hero-600.webp 600w, /hero/hero-1200.webp 1200w', sizes: '100vw' },
    { src: '/hero/hero.webp' },
    { src: HERO_REMOTE_PLACEHOLDER },
  );
  return sources;
}

/** Section "home": full-screen image with the page's only h1, the subtitle and 'Reserve Agora'. */
export async function Hero({ content, background }: { content: SectionContent; background?: SectionBackdrop }) {
  const t = await getTranslations('hero');
  const site = await getTranslations('site');
  const hotelName = site('hotelName');
  const { title, subtitle } = await withDefaults('hero', content);
  const description = content.description?.trim();

  const sources = heroSources(background, content.image);
  const first = sources[0];
  // The hero image is the LCP element: ask for it from the <head>, before the body is parsed.
  if (first) preload(first.src, { as: 'image', fetchPriority: 'high', imageSrcSet: first.srcSet, imageSizes: first.sizes });

  return (
    <section id="home" aria-labelledby="hero-title" className="relative isolate flex min-h-[100svh] items-center overflow-hidden bg-earth-dark text-white">
      <HeroBackground sources={sources} banner={{ name: hotelName, welcome: t('welcome') }}>
        <h1 id="hero-title" className="font-serif text-4xl font-bold text-balance sm:text-5xl lg:text-6xl">
          {title}
        </h1>
        <p className="mt-4 text-xl text-balance text-white sm:text-2xl">{subtitle}</p>
        {description && <p className="mx-auto mt-3 max-w-2xl text-base text-balance text-white/90 sm:text-lg">{description}</p>}
        <ReserveButton className="mt-8 cursor-pointer rounded-md bg-primary px-8 py-3 text-lg font-semibold text-white shadow-lg hover:bg-earth-rich focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white">
          {t('reserve')}
        </ReserveButton>
      </HeroBackground>
    </section>
  );
}
