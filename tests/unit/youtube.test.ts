import { describe, expect, it } from 'vitest';
import { isYoutubeId, parseYoutubeId, YOUTUBE_URL_ERROR, youtubeEmbedUrl, youtubeThumbnailUrl } from '../../lib/youtube';

const ID = 'dQw4w9WgXcQ';

describe('parseYoutubeId', () => {
  it.each([
    ['watch', `https://www.youtube.com/watch?v=${ID}`],
    ['watch with more params', `https://www.youtube.com/watch?feature=share&v=${ID}&t=42s`],
    ['watch, no www', `https://youtube.com/watch?v=${ID}`],
    ['watch, mobile', `https://m.youtube.com/watch?v=${ID}`],
    ['watch, http', `http://www.youtube.com/watch?v=${ID}`],
    ['watch, no scheme', `www.youtube.com/watch?v=${ID}`],
    ['watch, no scheme nor www', `youtube.com/watch?v=${ID}`],
    ['watch, protocol-relative', `//www.youtube.com/watch?v=${ID}`],
    ['watch, upper-case host', `https://WWW.YOUTUBE.COM/watch?v=${ID}`],
    ['watch, surrounding spaces', `  https://www.youtube.com/watch?v=${ID}  `],
    ['youtu.be', `https://youtu.be/${ID}`],
    ['youtu.be with share params', `https://youtu.be/${ID}?si=abcDEF123&t=10`],
    ['youtu.be, no scheme', `youtu.be/${ID}`],
    ['embed', `https://www.youtube.com/embed/${ID}`],
    ['embed with params', `https://www.youtube.com/embed/${ID}?autoplay=1`],
    ['embed, nocookie', `https://www.youtube-nocookie.com/embed/${ID}`],
    ['shorts', `https://www.youtube.com/shorts/${ID}`],
    ['shorts, mobile, trailing slash', `https://m.youtube.com/shorts/${ID}/`],
    ['id with _ and -', 'https://youtu.be/a_b-C1d2E3f'],
  ])('%s', (_label, url) => {
    expect(parseYoutubeId(url)).toBe(url.includes('a_b-C1d2E3f') ? 'a_b-C1d2E3f' : ID);
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['bare id (not a URL)', ID],
    ['other host', `https://vimeo.com/watch?v=${ID}`],
    ['look-alike host', `https://youtube.com.evil.example/watch?v=${ID}`],
    ['look-alike short host', `https://notyoutu.be/${ID}`],
    ['javascript scheme', `javascript:alert('${ID}')`],
    ['ftp scheme', `ftp://youtu.be/${ID}`],
    ['watch without v', 'https://www.youtube.com/watch?t=10'],
    ['id too short', 'https://youtu.be/dQw4w9WgXc'],
    ['id too long', `https://www.youtube.com/watch?v=${ID}X`],
    ['id with bad character', 'https://www.youtube.com/embed/dQw4w9WgX.Q'],
    ['channel page', 'https://www.youtube.com/@hotel'],
    ['playlist', 'https://www.youtube.com/playlist?list=PL1234567890'],
    ['embed without id', 'https://www.youtube.com/embed/'],
    ['extra path after id', `https://youtu.be/${ID}/extra`],
    ['garbage', 'not a url at all'],
  ])('rejects %s', (_label, url) => {
    expect(parseYoutubeId(url)).toBeNull();
  });

  it('has the spec error text', () => {
    expect(YOUTUBE_URL_ERROR).toBe('URL do YouTube inválida');
  });
});

describe('isYoutubeId', () => {
  it.each([
    [ID, true],
    ['a_b-C1d2E3f', true],
    ['short', false],
    [`${ID}X`, false],
    ['dQw4w9WgX"Q', false],
  ])('%s → %s', (id, expected) => {
    expect(isYoutubeId(id)).toBe(expected);
  });
});

describe('youtubeEmbedUrl', () => {
  it('uses the privacy host and the spec query', () => {
    expect(youtubeEmbedUrl(ID)).toBe(`https://www.youtube-nocookie.com/embed/${ID}?rel=0&modestbranding=1&playsinline=1`);
  });

  it('adds autoplay=1 only when asked', () => {
    expect(youtubeEmbedUrl(ID, { autoplay: true })).toBe(
      `https://www.youtube-nocookie.com/embed/${ID}?rel=0&modestbranding=1&playsinline=1&autoplay=1`,
    );
    expect(youtubeEmbedUrl(ID, { autoplay: false })).not.toContain('autoplay');
  });

  it('escapes a malformed id instead of breaking the URL', () => {
    expect(youtubeEmbedUrl('a"b/c?d')).toBe(
      'https://www.youtube-nocookie.com/embed/a%22b%2Fc%3Fd?rel=0&modestbranding=1&playsinline=1',
    );
  });
});

describe('youtubeThumbnailUrl', () => {
  it('defaults to hqdefault', () => {
    expect(youtubeThumbnailUrl(ID)).toBe(`https://i.ytimg.com/vi/${ID}/hqdefault.jpg`);
  });

  it.each(['default', 'mqdefault', 'sddefault', 'maxresdefault'] as const)('quality %s', (quality) => {
    expect(youtubeThumbnailUrl(ID, quality)).toBe(`https://i.ytimg.com/vi/${ID}/${quality}.jpg`);
  });
});
