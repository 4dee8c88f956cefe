import { describe, expect, it } from 'vitest';
import { carPhotoSources, photoFileProblem } from './carPhotos';

describe('carPhotoSources', () => {
  it('lists both WebP renditions of an uploaded photo', () => {
    expect(carPhotoSources('/media/uploads/cars/12/3f2a-1200.webp')).toEqual({
      src: '/media/uploads/cars/12/3f2a-1200.webp',
      srcSet:
        '/media/uploads/cars/12/3f2a-400.webp 400w, /media/uploads/cars/12/3f2a-1200.webp 1200w',
    });
  });

  it('keeps a single file as it is', () => {
    expect(carPhotoSources('/media/demo/cars/suv-white.svg')).toEqual({
      src: '/media/demo/cars/suv-white.svg',
    });
    expect(carPhotoSources('https://cdn.example.ae/car-800.webp')).toEqual({
      src: 'https://cdn.example.ae/car-800.webp',
    });
  });
});

describe('photo files checked before sending', () => {
  const MB = 1024 * 1024;
  it('takes JPEG, PNG and WebP up to 8 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(photoFileProblem({ name: 'a', type, size: 8 * MB })).toBeNull();
    }
  });
  it('names the file and says why it was not added', () => {
    expect(photoFileProblem({ name: 'car.gif', type: 'image/gif', size: 10 })).toBe(
      'car.gif is not a JPEG, PNG or WebP photo, so it was not added.',
    );
    expect(photoFileProblem({ name: 'big.jpg', type: 'image/jpeg', size: 9 * MB })).toBe(
      'big.jpg is 9.0 MB; photos can be up to 8 MB, so it was not added.',
    );
  });
});
