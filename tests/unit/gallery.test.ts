import { describe, expect, it } from 'vitest';
import { addToGallery, featuredImageSchema, GALLERY_MAX, gallerySchema, moveItem } from '@/lib/gallery';

const ids = Array.from({ length: 6 }, (_, i) => `00000000-0000-4000-8000-00000000000${i}`);

describe('gallery rules (staff-and-platform.md §5)', () => {
  it('adds at the end; a duplicate is a success that changes nothing; a full gallery refuses', () => {
    expect(addToGallery([ids[0]!], ids[1]!)).toEqual({ ids: [ids[0], ids[1]], outcome: 'added' });
    expect(addToGallery([ids[0]!, ids[1]!], ids[0]!)).toEqual({ ids: [ids[0], ids[1]], outcome: 'duplicate' });
    const full = ids.slice(0, GALLERY_MAX);
    expect(addToGallery(full, ids[5]!)).toEqual({ ids: full, outcome: 'full' });
    expect(addToGallery(full, ids[0]!).outcome).toBe('duplicate');
  });

  it('keeps each id once and only the first 4, in order', () => {
    expect(gallerySchema.parse([ids[3], ids[1], ids[3], ids[0], ids[2], ids[4]])).toEqual([ids[3], ids[1], ids[0], ids[2]]);
    expect(gallerySchema.safeParse(['not-an-id']).success).toBe(false);
  });

  it('stores an empty featured image as null', () => {
    expect(featuredImageSchema.parse('')).toBeNull();
    expect(featuredImageSchema.parse(null)).toBeNull();
    expect(featuredImageSchema.parse(ids[0])).toBe(ids[0]);
    expect(featuredImageSchema.safeParse('/uploads/x.jpg').success).toBe(false);
  });

  it('moves an item up or down by swapping with its neighbour, never past the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
