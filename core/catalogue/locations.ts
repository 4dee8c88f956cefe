import { formatAed } from '../rules/pricing';
import { LOCATION_PLACES, type LocationPlace } from './locationPlaces';

export { POPULAR_DISTRICT_SLUGS } from './locationPlaces';

/**
 * The 10 location landing pages (/location/{slug}; spec section 2, "Location slugs" and
 * "Location landing content"; price-from of section 9): each place (locationPlaces.ts) with its
 * texts. Only the landing page and the server need the texts; the menus, filters and links need
 * the places alone, so the site's entry carries no prose.
 * (docs/product.md#category-and-location-pages)
 */
export interface LocationPage extends LocationPlace {
  desc: string;
  metaTitle: string;
  metaDescription: string;
  heroText: string;
}

type LocationCopy = Omit<LocationPage, keyof LocationPlace>;

/** Each place's texts, by slug. */
const LOCATION_COPY: Readonly<Record<string, LocationCopy>> = {
  'car-rental-dubai-marina': {
    metaTitle: 'Car Rental Dubai Marina | From AED 150 a Day',
    metaDescription:
      'Rent a car in Dubai Marina from AED 150 a day. Compare sedans, SUVs and sports cars from verified local rental companies, with delivery to your tower.',
    heroText:
      'Rent a car in Dubai Marina and have it delivered to your building, from everyday sedans to convertibles for the evening drive along JBR.',
    desc: 'Dubai Marina sits between Sheikh Zayed Road and the beach, so a rental car gets you to Downtown, the airport or Abu Dhabi without waiting for a taxi. Rental companies here deliver to hotels and residential towers and collect the car when you are done. Bring your passport or Emirates ID and a UAE or international driving licence, check the deposit and daily km allowance on each offer, and remember that Salik tolls on Sheikh Zayed Road are charged to the rental. Popular choices are compact SUVs for families staying at JBR and convertibles or sports cars for a weekend in the city.',
  },
  'car-rental-sharjah': {
    metaTitle: 'Car Rental Sharjah | Daily and Monthly from AED 85',
    metaDescription:
      'Car rental in Sharjah from AED 85 a day. Economy cars, SUVs and monthly deals from verified Sharjah rental companies. Contact them directly, zero commission.',
    heroText:
      'Affordable cars for the daily drive between Sharjah and Dubai, by the day or on a monthly plan from local rental companies.',
    desc: 'Many people live in Sharjah and work in Dubai, which makes monthly rental the most common choice here: a fixed price, insurance and maintenance included, and no loan to sign. Sharjah companies offer economy sedans for the commute on Al Ittihad Road and Emirates Road as well as 7-seaters for families. You need a valid UAE driving licence if you are a resident, or your home licence with an international driving permit if you are visiting. Ask whether the car may be driven into the other emirates and how tolls and fines are passed on.',
  },
  'car-rental-abu-dhabi': {
    metaTitle: 'Car Rental Abu Dhabi | Rent a Car from AED 99 a Day',
    metaDescription:
      'Rent a car in Abu Dhabi from AED 99 a day. Sedans, SUVs and luxury cars from verified Abu Dhabi rental companies, with daily, weekly and monthly prices.',
    heroText:
      'From the Corniche to Yas Island and Saadiyat, rent a car in Abu Dhabi directly from verified local companies.',
    desc: "Abu Dhabi's attractions are spread out, from the Sheikh Zayed Grand Mosque to Yas Island and Saadiyat, so a rental car is the easiest way to see the capital. Local companies deliver to hotels and to Zayed International Airport. Visitors need a passport, a home driving licence and an international driving permit where required; residents need an Emirates ID and a UAE licence. Abu Dhabi's Darb toll gates are charged to the rental, so check how the company bills them. Mid-size SUVs are a popular pick for a trip out to Liwa or Al Ain.",
  },
  'car-rental-ajman': {
    metaTitle: 'Car Rental Ajman | Cheap Cars from AED 75 a Day',
    metaDescription:
      'Cheap car rental in Ajman from AED 75 a day. Compare economy cars, SUVs and monthly offers from verified Ajman rental companies and book without commission.',
    heroText: 'Some of the lowest rental prices in the UAE, a short drive from Sharjah and Dubai.',
    desc: 'Ajman is known for low rental prices, which makes it a good base for residents who want a monthly car without paying Dubai rates. Rental companies here mostly offer economy sedans and compact SUVs, often with delivery to Sharjah and Dubai. Bring your Emirates ID and UAE driving licence, or your passport and an international driving permit as a visitor. Compare the security deposit and the km allowance, and ask whether the price includes comprehensive insurance, since cheaper offers sometimes come with a higher excess.',
  },
  'car-rental-ras-al-khaimah': {
    metaTitle: 'Car Rental Ras Al Khaimah | From AED 85 a Day',
    metaDescription:
      'Rent a car in Ras Al Khaimah from AED 85 a day. SUVs for Jebel Jais, family cars and monthly deals from verified RAK rental companies. Zero commission.',
    heroText:
      'Drive up Jebel Jais or along the coast of Ras Al Khaimah in a car from a local rental company.',
    desc: "Ras Al Khaimah's beaches, resorts and the mountain road up Jebel Jais are far apart and poorly served by public transport, so most visitors rent a car. An SUV or a car with a strong engine makes the mountain drive more comfortable, while a compact sedan is plenty for trips between the resorts and the city. Rental companies deliver to hotels on Al Marjan Island and to Ras Al Khaimah Airport. Bring your licence and passport or Emirates ID, and check the daily km allowance if you plan to drive on to Fujairah or Dubai.",
  },
  'car-rental-fujairah': {
    metaTitle: 'Car Rental Fujairah | East Coast Cars from AED 80',
    metaDescription:
      'Car rental in Fujairah from AED 80 a day. Explore the east coast, Dibba and the Hajar Mountains in a car from verified Fujairah rental companies.',
    heroText:
      "Explore the UAE's east coast, from Fujairah's beaches to Dibba and the Hajar Mountains, at your own pace.",
    desc: 'Fujairah is the base for the east coast: beach resorts, diving and snorkelling near Dibba, and wadis and forts in the Hajar Mountains. Distances are long and buses are few, so renting a car is the practical choice. Local companies offer economy cars for the coast road and SUVs for the mountain tracks, and many deliver to resorts along the coast. You need a UAE licence, or a home licence with an international driving permit, and a credit card or cash for the deposit. Check whether off-road driving is allowed before taking an SUV into a wadi.',
  },
  'car-rental-al-ain': {
    metaTitle: 'Car Rental Al Ain | Rent a Car from AED 110 a Day',
    metaDescription:
      'Rent a car in Al Ain from AED 110 a day. Sedans and SUVs for Jebel Hafeet, the oasis and the zoo, from verified Al Ain rental companies. No commission.',
    heroText:
      'See the Garden City at your own pace: the oasis, Jebel Hafeet and Al Ain Zoo are all a short drive apart.',
    desc: 'Al Ain, the Garden City of Abu Dhabi, is best explored by car: the palm oasis, Al Ain Zoo and the winding road up Jebel Hafeet are spread across the city and its outskirts. Rental companies in Al Ain offer sedans for city driving and SUVs for trips into the desert, and many rent by the month to students and to residents working at the university and the hospitals. Bring an Emirates ID and UAE licence, or a passport and an international driving permit. If you are arriving from Dubai or Abu Dhabi city, agree on delivery or collection with the company before you book.',
  },
  'car-rental-al-barsha': {
    metaTitle: 'Car Rental Al Barsha | Cars from AED 49 a Day',
    metaDescription:
      'Car rental in Al Barsha, Dubai from AED 49 a day. Economy cars, SUVs and luxury models from verified rental companies near Mall of the Emirates.',
    heroText:
      'Rent from the many companies around Mall of the Emirates, with economy cars from AED 49 a day and delivery across Dubai.',
    desc: "Al Barsha, next to Mall of the Emirates and close to Sheikh Zayed Road and Al Khail Road, is home to many of Dubai's rental companies, which keeps prices competitive. You will find everything here from small economy cars for a few days of sightseeing to luxury SUVs and monthly deals for residents. Companies usually deliver across Dubai, including to the airport. Bring your passport or Emirates ID and a valid licence, compare deposits and km allowances between offers, and ask about no-deposit deals if you are a UAE resident.",
  },
  'car-rental-silicon-oasis': {
    metaTitle: 'Car Rental Dubai Silicon Oasis | From AED 75 a Day',
    metaDescription:
      'Rent a car in Dubai Silicon Oasis from AED 75 a day. Daily and monthly rentals from verified rental companies near Academic City and Al Ain Road.',
    heroText:
      'Cars for residents, students and professionals in Dubai Silicon Oasis, by the day or on a monthly plan.',
    desc: 'Dubai Silicon Oasis lies on Al Ain Road, near Dubai Academic City and the Dubai Outlet Mall, away from the metro network, so residents and students often rely on a car. Rental companies here focus on practical sedans and compact SUVs at lower prices than central Dubai, with monthly plans that include insurance and maintenance. Bring your Emirates ID and UAE licence, or passport and international driving permit. A monthly rental with a generous km allowance suits a daily commute to Downtown or Business Bay.',
  },
  'car-rental-dubai-deira': {
    metaTitle: 'Car Rental Deira Dubai | Cheap Cars from AED 45',
    metaDescription:
      'Cheap car rental in Deira, Dubai from AED 45 a day. Economy cars and SUVs from verified rental companies close to Dubai Airport and the Creek.',
    heroText:
      "Old Dubai's busiest district, minutes from Dubai International Airport, with some of the city's cheapest rental cars.",
    desc: 'Deira, on the northern bank of Dubai Creek, is minutes from Dubai International Airport, which makes it a convenient place to pick up a car when you land. Its rental companies compete on price, with economy cars from AED 45 a day and plenty of monthly offers for residents. Streets around the souks are busy and parking is scarce, so a compact car is the easiest choice. Bring your passport or Emirates ID and your licence, and confirm the deposit, the km allowance and how Salik tolls are charged before you drive off.',
  },
};

/** In the order of the spec's location slug list (also the header's "By Location" order). (docs/product.md#category-and-location-pages) */
export const LOCATION_PAGES: readonly LocationPage[] = LOCATION_PLACES.map((place) => ({
  ...place,
  ...LOCATION_COPY[place.slug]!,
}));

export function locationBySlug(slug: string): LocationPage | undefined {
  return LOCATION_PAGES.find((page) => page.slug === slug);
}

/** A location page's texts that quote a price: head, badge and prose. */
export interface LocationTexts {
  priceFrom: number;
  metaTitle: string;
  metaDescription: string;
  heroText: string;
  desc: string;
}

/**
 * The one "from AED x" of a location page: the day price of the cheapest car it lists, the
 * spec's figure only when it lists none. Every text that quotes the spec's figure quotes this
 * one instead, so the title, the description and the badge never contradict the listings.
 * (docs/product.md#category-and-location-pages)
 */
export function locationTexts(
  page: LocationPage,
  cheapestDayPrice: number | undefined,
): LocationTexts {
  const priceFrom = cheapestDayPrice ?? page.priceFrom;
  const quoted = (text: string) => text.replaceAll(`AED ${page.priceFrom}`, formatAed(priceFrom));
  return {
    priceFrom,
    metaTitle: quoted(page.metaTitle),
    metaDescription: quoted(page.metaDescription),
    heroText: quoted(page.heroText),
    desc: quoted(page.desc),
  };
}
