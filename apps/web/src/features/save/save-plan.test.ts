import { expect, it } from 'vitest';
import { pageFromPreview, pageFromRequest, pinsToCreate, saveLabel } from './save-plan.ts';

const request = {
  url: 'https://shop.example/table',
  title: 'Oak table',
  via: 'bookmarklet' as const,
  images: [
    { src: 'https://cdn.example/a.jpg', width: 640, height: 480, alt: 'An oak table' },
    { src: 'https://cdn.example/b.jpg', width: 300, height: 300, alt: '' },
  ],
};
const form = { boardId: '11', sectionId: '', title: 'Oak table', description: 'For the hall' };

it('saves each chosen image by address, the page as link, as a button without a guid', () => {
  const page = pageFromRequest(request)!;
  expect(page.foundBy).toBe('browser');
  expect(
    pinsToCreate(page, ['https://cdn.example/b.jpg', 'https://cdn.example/a.jpg'], form),
  ).toEqual([
    {
      board_id: '11',
      section: null,
      image_url: 'https://cdn.example/a.jpg',
      link: 'https://shop.example/table',
      method: 'button',
      title: 'Oak table',
      description: 'For the hall',
      alt_text: 'An oak table',
    },
    expect.objectContaining({ image_url: 'https://cdn.example/b.jpg', alt_text: null }),
  ]);
  expect(pinsToCreate(page, [], form)).toEqual([]);
  const inSection = pinsToCreate(page, ['https://cdn.example/a.jpg'], {
    ...form,
    sectionId: '12',
    title: 'x'.repeat(300),
  })[0]!;
  expect(inSection.section).toBe('12');
  expect(inSection.title).toHaveLength(100);
});

it('has the server read the page when the request carried no image', () => {
  expect(pageFromRequest({ ...request, images: [] })).toBeNull();
  const page = pageFromPreview({
    url: 'https://shop.example/table?redirected',
    title: 'T',
    description: 'D',
    siteName: null,
    images: [
      {
        url: 'https://cdn.example/og.jpg',
        width: 800,
        height: 600,
        alt: null,
        thumbnail: 'data:x',
      },
    ],
    richSummary: null,
    richMetadata: {} as never,
  });
  expect(page).toMatchObject({ url: 'https://shop.example/table?redirected', foundBy: 'server' });
  expect(page.images[0]).toEqual({
    src: 'https://cdn.example/og.jpg',
    shown: 'data:x',
    width: 800,
    height: 600,
    alt: '',
  });
});

it('names the button by how many pins it saves', () => {
  expect(saveLabel(1)).toBe('Save');
  expect(saveLabel(3)).toBe('Save 3 Pins');
});
