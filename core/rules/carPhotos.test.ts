import { describe, expect, it } from 'vitest';
import { carPhotoSources } from './carPhotos';

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
