import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { CAROUSEL } from '@core/constants';
import { Icon } from '../Icon/Icon';
import { useSeenImpressions } from '../../api/seenImpressions';
import './carousel.css';

interface CarouselProps {
  /** Names the list for screen readers, e.g. the section's title. */
  label: string;
  /** How far one press of an arrow scrolls, in px (may depend on the screen width). */
  step: number | (() => number);
  /**
   * 'hide': arrows show only when there is somewhere to scroll (car carousels);
   * 'disable': arrows stay and are disabled at the ends (company carousel).
   */
  atEnds?: 'hide' | 'disable';
  /** A "swipe" hint for small screens (shown by CSS up to 768 px). */
  swipeHint?: boolean;
  className?: string;
  /** The car of each item, in order: an item seen counts as its car's impression (car carousels). */
  carIds?: readonly number[];
  children: ReactNode;
}

interface Edges {
  canPrev: boolean;
  canNext: boolean;
}

/**
 * The site's one horizontal carousel: a native scrolling list (swipe on phones) with previous
 * and next buttons. The ends are measured with CAROUSEL.endTolerancePx so a sub-pixel remainder
 * does not keep an arrow alive. Nothing is measured during render: arrows start hidden or
 * disabled and are set when the track is first laid out, on scroll and on resize.
 */
export function Carousel({
  label,
  step,
  atEnds = 'hide',
  swipeHint = false,
  className,
  carIds,
  children,
}: CarouselProps) {
  const { t } = useTranslation();
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState<Edges>({ canPrev: false, canNext: false });
  useSeenImpressions(track, carIds);

  const measure = useCallback(() => {
    const element = track.current;
    // Inside a section the browser has not laid out yet (content-visibility), reading the scroll
    // width would lay it out now, on hydration; the observer calls again once it is shown.
    if (!element || element.checkVisibility?.({ contentVisibilityAuto: true }) === false) return;
    // Right-to-left pages count scrollLeft from 0 down to negative values.
    const start = Math.abs(element.scrollLeft);
    const max = element.scrollWidth - element.clientWidth;
    const next = {
      canPrev: start > CAROUSEL.endTolerancePx,
      canNext: start < max - CAROUSEL.endTolerancePx,
    };
    setEdges((current) =>
      current.canPrev === next.canPrev && current.canNext === next.canNext ? current : next,
    );
  }, []);

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    // The observer's first call measures; a section shown later resizes the track, and calls again.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, [measure]);

  const scroll = (direction: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    const distance = typeof step === 'function' ? step() : step;
    const rtl = getComputedStyle(element).direction === 'rtl';
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollBy({
      left: distance * direction * (rtl ? -1 : 1),
      behavior: reduceMotion ? 'auto' : 'smooth',
    });
  };

  const button = (direction: 1 | -1) => {
    const possible = direction === 1 ? edges.canNext : edges.canPrev;
    return (
      <button
        type="button"
        className={`carousel__arrow carousel__arrow--${direction === 1 ? 'next' : 'prev'}`}
        aria-label={direction === 1 ? t('carousel.next') : t('carousel.previous')}
        onClick={() => scroll(direction)}
        hidden={atEnds === 'hide' && !possible}
        disabled={atEnds === 'disable' && !possible}
      >
        <Icon name={direction === 1 ? 'chevron-right' : 'chevron-left'} size={22} />
      </button>
    );
  };

  return (
    <div className={`carousel carousel--${atEnds}${className ? ` ${className}` : ''}`}>
      <ul className="carousel__track" ref={track} aria-label={label}>
        {Children.map(children, (child) => (
          <li className="carousel__item">{child}</li>
        ))}
      </ul>
      <div className="carousel__controls">
        {swipeHint && (
          <p className="carousel__hint">
            <Icon name="swipe" size={16} />
            {t('carousel.swipe')}
          </p>
        )}
        {button(-1)}
        {button(1)}
      </div>
    </div>
  );
}
