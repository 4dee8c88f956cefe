import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { carPhotoSources } from '@core/rules/carPhotos';
import type { CarImage } from '@core/schemas/car';
import { CAR_IMAGE_FALLBACK } from '../../components/CarCard/CarCard';
import { useImagesFailedBeforeHydration } from '../../components/Hydration/useImagesFailedBeforeHydration';
import { ChevronIcon } from '../../components/Icon/Icon';
import '../../i18n/namespaces/car';

const MAIN_SIZES = '(min-width: 1200px) 780px, (min-width: 900px) 62vw, 100vw';
const THUMB_SIZES = '96px';

type Photo = Pick<CarImage, 'id' | 'url' | 'width' | 'height'>;

/**
 * The car's photos: a track that swipes on touch screens (CSS scroll snapping), previous/next
 * buttons, arrow keys and thumbnails. The slide in view is found with an IntersectionObserver,
 * so nothing depends on the writing direction.
 */
export function CarGallery({ title, photos }: { title: string; photos: readonly Photo[] }) {
  const { t } = useTranslation('car');
  const trackRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [failed, setFailed] = useState<ReadonlySet<number>>(new Set());
  const slides: readonly Photo[] = photos.length
    ? photos
    : [{ id: 0, url: CAR_IMAGE_FALLBACK, width: 800, height: 500 }];
  const count = slides.length;

  useEffect(() => {
    const track = trackRef.current;
    if (!track || count < 2) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) setCurrent(Number((entry.target as HTMLElement).dataset.index));
        }
      },
      { root: track, threshold: 0.6 },
    );
    for (const slide of track.children) observer.observe(slide);
    return () => observer.disconnect();
  }, [count]);

  function show(index: number) {
    const target = (index + count) % count;
    const slide = trackRef.current?.children[target] as HTMLElement | undefined;
    slide?.scrollIntoView({ behavior: 'smooth', block: 'nearest', inline: 'start' });
    setCurrent(target);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = (event.key === 'ArrowRight') !== rtl;
    show(current + (forward ? 1 : -1));
  }

  const sourceOf = (photo: Photo) =>
    failed.has(photo.id) ? { src: CAR_IMAGE_FALLBACK } : carPhotoSources(photo.url);
  const markFailed = (id: number) => setFailed((previous) => new Set(previous).add(id));
  const galleryRef = useRef<HTMLElement>(null);
  useImagesFailedBeforeHydration(galleryRef, (image) => markFailed(Number(image.dataset.photo)));

  return (
    <section
      ref={galleryRef}
      className="gallery"
      aria-roledescription="carousel"
      aria-label={t('page.gallery', { title })}
    >
      <div className="gallery__stage">
        <div
          className="gallery__track"
          ref={trackRef}
          tabIndex={0}
          onKeyDown={onKeyDown}
          aria-label={t('page.photo', { index: current + 1, count })}
        >
          {slides.map((photo, index) => {
            const source = sourceOf(photo);
            return (
              <figure
                key={photo.id}
                className="gallery__slide"
                data-index={index}
                aria-roledescription="slide"
                aria-label={t('page.photo', { index: index + 1, count })}
              >
                <img
                  src={source.src}
                  srcSet={source.srcSet}
                  sizes={source.srcSet ? MAIN_SIZES : undefined}
                  alt={t('page.photoAlt', { title, index: index + 1 })}
                  width={photo.width ?? 1200}
                  height={photo.height ?? 750}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                  decoding="async"
                  data-photo={photo.id}
                  onError={() => markFailed(photo.id)}
                />
              </figure>
            );
          })}
        </div>
        {count > 1 && (
          <>
            <button
              type="button"
              className="gallery__arrow gallery__arrow--previous"
              aria-label={t('page.previous')}
              onClick={() => show(current - 1)}
            >
              <ChevronIcon size={22} />
            </button>
            <button
              type="button"
              className="gallery__arrow gallery__arrow--next"
              aria-label={t('page.next')}
              onClick={() => show(current + 1)}
            >
              <ChevronIcon size={22} />
            </button>
            <p className="gallery__counter" aria-hidden="true">
              {current + 1} / {count}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <div className="gallery__thumbs">
          {slides.map((photo, index) => {
            const source = sourceOf(photo);
            return (
              <button
                key={photo.id}
                type="button"
                className="gallery__thumb"
                aria-label={t('page.showPhoto', { index: index + 1 })}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => show(index)}
              >
                <img
                  src={source.src}
                  srcSet={source.srcSet}
                  sizes={source.srcSet ? THUMB_SIZES : undefined}
                  alt=""
                  width={96}
                  height={60}
                  loading="lazy"
                  decoding="async"
                  data-photo={photo.id}
                  onError={() => markFailed(photo.id)}
                />
              </button>
            );
          })}
        </div>
      )}
    </section>
  );
}
