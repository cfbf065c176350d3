// Media as the spec describes it: the link first, else assetURL with its identifiers; videos are
// not pictures; absolute URLs on another host stay absolute.
import { describe, expect, it } from 'vitest';
import { cutCard, mediaSrc } from '@/lib/api/views';
import { parseMediaOrigins } from '@/lib/media-origins';
import { wireTolerant } from '@/lib/wire/v2';

const media = (m: Record<string, unknown>) => wireTolerant.media.parse(m);

describe('mediaSrc', () => {
  it('takes the original link first, absolute on the media host', () => {
    const m = media({
      assetURL: 'https://cdn.example/',
      filename: 'x.jpg',
      links: [
        { rel: 'thumb', href: 'https://cdn.example/t/x.jpg' },
        { rel: 'original', href: 'https://media.example/o/x.jpg' },
      ],
    });
    expect(mediaSrc(m)).toBe('https://media.example/o/x.jpg');
  });

  it('builds the URL from assetURL and the file name, else its user and item ids', () => {
    expect(mediaSrc(media({ assetURL: 'https://cdn.example/img', filename: 'x-4x3.jpg' }))).toBe(
      'https://cdn.example/img/x-4x3.jpg',
    );
    expect(mediaSrc(media({ assetURL: 'https://cdn.example/', assetUID: 'acme', externalID: '991' }))).toBe(
      'https://cdn.example/acme/991',
    );
    expect(mediaSrc(media({}))).toBe('');
  });

  it('keeps the embedded service paths relative', () => {
    expect(mediaSrc(media({ links: [{ href: 'http://embedded.invalid/media/cuts/a.jpg' }] }))).toBe(
      '/media/cuts/a.jpg',
    );
  });

  it('shows no video as a picture', () => {
    const card = cutCard(
      wireTolerant.cutSummary.parse({
        ingredientID: 1,
        ingredientName: 'Flat Iron',
        ingredientNameSlug: 'fi',
        media: [
          { mediaType: 'Video', sortOrder: 1, links: [{ href: 'https://v.example/a.mp4' }] },
          { mediaType: 'Image', sortOrder: 2, links: [{ href: 'https://m.example/a-4x3.jpg' }] },
        ],
      }),
    );
    expect(card.image?.src).toBe('https://m.example/a-4x3.jpg');
  });
});

describe('parseMediaOrigins', () => {
  it('reads the base URL and the extra origins, once each', () => {
    expect(
      parseMediaOrigins('https://api.example/v', ' https://media.example , http://127.0.0.1:3251,https://api.example'),
    ).toEqual([
      { protocol: 'https', hostname: 'api.example', port: '' },
      { protocol: 'https', hostname: 'media.example', port: '' },
      { protocol: 'http', hostname: '127.0.0.1', port: '3251' },
    ]);
    expect(() => parseMediaOrigins(undefined, 'media.example')).toThrow(/not a URL/);
  });
});
