import type { Emirate } from '../enums';

/**
 * Districts where rental companies have their offices. Location landing pages for Dubai
 * districts match companies by `area`; the whole-emirate pages match by emirate.
 */
export interface Area {
  slug: string;
  name: string;
  emirate: Emirate;
}

export const AREAS: readonly Area[] = [
  { slug: 'dubai-marina', name: 'Dubai Marina', emirate: 'dubai' },
  { slug: 'al-barsha', name: 'Al Barsha', emirate: 'dubai' },
  { slug: 'silicon-oasis', name: 'Dubai Silicon Oasis', emirate: 'dubai' },
  { slug: 'deira', name: 'Deira', emirate: 'dubai' },
  { slug: 'business-bay', name: 'Business Bay', emirate: 'dubai' },
  { slug: 'al-quoz', name: 'Al Quoz', emirate: 'dubai' },
  { slug: 'jumeirah', name: 'Jumeirah', emirate: 'dubai' },
  { slug: 'downtown-dubai', name: 'Downtown Dubai', emirate: 'dubai' },
  { slug: 'jlt', name: 'Jumeirah Lake Towers', emirate: 'dubai' },
  { slug: 'al-qusais', name: 'Al Qusais', emirate: 'dubai' },
  { slug: 'al-khalidiyah', name: 'Al Khalidiyah', emirate: 'abu-dhabi' },
  { slug: 'mussafah', name: 'Mussafah', emirate: 'abu-dhabi' },
  { slug: 'al-reem-island', name: 'Al Reem Island', emirate: 'abu-dhabi' },
  { slug: 'al-ain-city', name: 'Al Ain', emirate: 'abu-dhabi' },
  { slug: 'al-majaz', name: 'Al Majaz', emirate: 'sharjah' },
  { slug: 'al-nahda-sharjah', name: 'Al Nahda', emirate: 'sharjah' },
  { slug: 'al-nuaimiya', name: 'Al Nuaimiya', emirate: 'ajman' },
  { slug: 'al-nakheel', name: 'Al Nakheel', emirate: 'ras-al-khaimah' },
  { slug: 'fujairah-city', name: 'Fujairah City', emirate: 'fujairah' },
  { slug: 'umm-al-quwain-city', name: 'Umm Al Quwain', emirate: 'umm-al-quwain' },
];

export function areaBySlug(slug: string): Area | undefined {
  return AREAS.find((a) => a.slug === slug);
}
