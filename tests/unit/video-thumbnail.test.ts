import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchYoutubeThumbnail } from '../../server/videos/thumbnail';

const ID = 'aqz-KE-bpKQ';

describe('fetchYoutubeThumbnail', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("takes the thumbnail from YouTube's /vi/{id}/hqdefault.jpg", async () => {
    const fetch = vi.fn(async () => new Response(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'image/jpeg' } }));
    vi.stubGlobal('fetch', fetch);
    const thumbnail = await fetchYoutubeThumbnail(ID);
    expect(fetch).toHaveBeenCalledWith(`https://i.ytimg.com/vi/${ID}/hqdefault.jpg`, expect.objectContaining({ signal: expect.any(AbortSignal) }));
    expect(thumbnail?.contentType).toBe('image/jpeg');
    expect([...new Uint8Array(thumbnail!.body)]).toEqual([1, 2, 3]);
  });

  it('is null when the host fails, answers an error or something other than an image', async () => {
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    for (const answer of [
      () => Promise.reject(new TypeError('fetch failed')),
      async () => new Response('not found', { status: 404, headers: { 'Content-Type': 'image/jpeg' } }),
      async () => new Response('<html></html>', { headers: { 'Content-Type': 'text/html' } }),
    ]) {
      vi.stubGlobal('fetch', vi.fn(answer));
      expect(await fetchYoutubeThumbnail(ID)).toBeNull();
    }
  });
});
