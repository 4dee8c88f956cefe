/** What demo cars look like and how their descriptions read. */
import type { CarType } from '@core/enums';
import type { CarColorSlug } from '../../../media/demoArt';
import type { ModelSpec } from './models';

export interface CarDraft {
  type: CarType;
  spec: ModelSpec;
}

// prettier-ignore
const COLOR_WEIGHTS: Record<'plain' | 'suv' | 'luxury' | 'sporty' | 'electric', Partial<Record<CarColorSlug, number>>> = {
  plain: { white: 35, silver: 18, grey: 12, black: 10, blue: 6, red: 6, beige: 6, brown: 3, burgundy: 2, green: 1, orange: 1 },
  suv: { white: 30, black: 25, grey: 12, silver: 10, beige: 8, blue: 5, brown: 4, green: 3, burgundy: 2, red: 1 },
  luxury: { black: 40, white: 25, silver: 10, grey: 10, burgundy: 8, blue: 5, beige: 2 },
  sporty: { red: 18, yellow: 14, orange: 12, black: 14, white: 12, blue: 10, green: 8, grey: 8, silver: 4 },
  electric: { white: 35, black: 20, grey: 15, silver: 10, blue: 12, red: 8 },
};

export function palette(type: CarType) {
  const key =
    type === 'suv'
      ? 'suv'
      : type === 'luxury'
        ? 'luxury'
        : type === 'sports' || type === 'convertible'
          ? 'sporty'
          : type === 'electric'
            ? 'electric'
            : 'plain';
  return Object.entries(COLOR_WEIGHTS[key]) as Array<[CarColorSlug, number]>;
}

export const TYPE_SENTENCES: Record<CarType, readonly string[]> = {
  economy: [
    'An easy, fuel-efficient car for getting around {place}, simple to park and cool inside even in August.',
    'Economical and reliable: the {model} is a favourite for daily commutes and errands around {place}.',
    'Low running costs, cold air conditioning and room for four adults make it a smart everyday choice.',
  ],
  sedan: [
    'A comfortable {seats}-seat sedan for business trips, airport runs and family drives around {place}.',
    'Smooth on Sheikh Zayed Road and quiet in traffic, with space for luggage in a large boot.',
    'Apple CarPlay, cruise control and a roomy back seat make long drives between the emirates easy.',
  ],
  suv: [
    '{seats} seats and plenty of room for luggage: ideal for family trips and weekend drives to Hatta or Jebel Jais.',
    'High driving position, strong air conditioning and {hp} hp for confident drives in the city and beyond.',
    'A capable SUV for the school run, the mall and the desert road alike.',
  ],
  sports: [
    '{hp} hp for an unforgettable drive along Sheikh Zayed Road or up Jebel Jais.',
    'Pure driving pleasure: sharp handling, a soundtrack to match and heads turning on every boulevard.',
    'Make the weekend special in a car built for the driver, delivered to your hotel or home.',
  ],
  luxury: [
    'Arrive in style: a hand-finished cabin, massaging seats and a whisper-quiet ride.',
    'The choice for VIP guests, weddings and business meetings, with every comfort on board.',
    'First-class comfort for the back seat and effortless power for the driver.',
  ],
  convertible: [
    'Roof down along Jumeirah Beach Road: made for the cooler months and evening drives in {place}.',
    'Open-top driving with {hp} hp and four seats, perfect for a weekend on the coast.',
    'The roof folds away in seconds, turning every drive into a sightseeing tour.',
  ],
  electric: [
    'Fully electric: silent, instant torque and free charging at many malls across the UAE.',
    'Zero emissions and low running costs, delivered fully charged with a charging card on request.',
    'Autopilot-style driver assistance and a quiet cabin make city driving relaxing.',
  ],
  van: [
    '{seats} seats for groups, airport runs, events and staff transport.',
    'Plenty of room for passengers and luggage, with air conditioning for every row.',
    'A practical people carrier for family holidays and corporate shuttles around {place}.',
  ],
};

/** Build every row of the demo market. Pure: the same seed always gives the same rows. */
