/** The model catalogue: what UAE rental companies actually rent, with believable figures. */
import type { Brand, CarType } from '@core/enums';

export type Tier = 'budget' | 'mid' | 'premium' | 'exotic';

export interface ModelSpec {
  brand: Brand;
  model: string;
  /** [trim, horsepower]; the trim may be empty. */
  trims: ReadonlyArray<readonly [string, number]>;
  seats: number;
  /** AED per day, inclusive. */
  price: readonly [number, number];
  tier: Tier;
  /** How common the model is in rental fleets (relative). */
  weight: number;
  fromYear?: number;
  manual?: boolean;
}

const m = (
  brand: Brand,
  model: string,
  trims: ReadonlyArray<readonly [string, number]>,
  seats: number,
  price: readonly [number, number],
  tier: Tier,
  weight: number,
  extra: Partial<Pick<ModelSpec, 'fromYear' | 'manual'>> = {},
): ModelSpec => ({ brand, model, trims, seats, price, tier, weight, ...extra });

// prettier-ignore
export const DEMO_MODELS: Record<CarType, readonly ModelSpec[]> = {
  economy: [
    m('nissan', 'Sunny', [['S', 118], ['SV', 118], ['SL', 118]], 5, [80, 130], 'budget', 10, { manual: true }),
    m('toyota', 'Yaris', [['SE', 106], ['Y', 106]], 5, [90, 140], 'budget', 8),
    m('hyundai', 'Accent', [['Smart', 121], ['Comfort', 121]], 5, [90, 140], 'budget', 7),
    m('kia', 'Pegas', [['LX', 94], ['EX', 94]], 5, [80, 115], 'budget', 7),
    m('mitsubishi', 'Attrage', [['GLX', 78], ['GLS', 78]], 5, [80, 110], 'budget', 7, { manual: true }),
    m('suzuki', 'Swift', [['GL', 82], ['GLX', 82]], 5, [85, 130], 'budget', 5, { manual: true }),
    m('suzuki', 'Dzire', [['GL', 82], ['GLX', 82]], 5, [80, 120], 'budget', 5, { manual: true }),
    m('honda', 'City', [['LX', 119], ['EX', 119]], 5, [100, 160], 'budget', 5),
    m('kia', 'Picanto', [['LX', 83]], 4, [80, 110], 'budget', 4),
    m('nissan', 'Kicks', [['S', 122], ['SV', 122]], 5, [130, 200], 'budget', 4),
    m('mazda', '2', [['S', 108]], 5, [100, 150], 'budget', 2),
  ],
  sedan: [
    m('toyota', 'Camry', [['SE', 203], ['Grande', 203], ['Limited', 301]], 5, [150, 260], 'mid', 10),
    m('toyota', 'Corolla', [['XLI', 139], ['GLI', 169]], 5, [130, 180], 'mid', 9),
    m('nissan', 'Altima', [['SV', 182], ['SL', 182]], 5, [140, 220], 'mid', 7),
    m('honda', 'Accord', [['LX', 192], ['Sport', 192]], 5, [160, 260], 'mid', 5),
    m('hyundai', 'Sonata', [['Smart', 191], ['Limited', 191]], 5, [140, 220], 'mid', 5),
    m('hyundai', 'Elantra', [['Smart', 147]], 5, [130, 170], 'mid', 6),
    m('kia', 'K5', [['LX', 191], ['GT-Line', 191]], 5, [140, 220], 'mid', 5),
    m('kia', 'Cerato', [['LX', 147]], 5, [130, 170], 'mid', 5),
    m('mazda', '6', [['S', 187], ['Signature', 250]], 5, [150, 230], 'mid', 4),
    m('volkswagen', 'Passat', [['SE', 174]], 5, [150, 240], 'mid', 3),
    m('lexus', 'ES', [['ES 250', 203], ['ES 350', 302]], 5, [280, 400], 'premium', 4),
    m('infiniti', 'Q50', [['Luxe', 300], ['Red Sport', 400]], 5, [250, 380], 'premium', 3),
  ],
  suv: [
    m('nissan', 'Patrol', [['SE', 400], ['LE Platinum', 400], ['Nismo', 428]], 7, [450, 850], 'mid', 10),
    m('toyota', 'Land Cruiser', [['GXR', 409], ['VXR', 409]], 7, [500, 950], 'mid', 8),
    m('toyota', 'Fortuner', [['EXR', 164], ['VXR', 235]], 7, [280, 420], 'mid', 6),
    m('toyota', 'RAV4', [['LE', 203], ['Adventure', 203]], 5, [250, 350], 'mid', 7),
    m('mitsubishi', 'Pajero', [['GLS', 178]], 7, [250, 350], 'mid', 5),
    m('kia', 'Sportage', [['LX', 187], ['GT-Line', 187]], 5, [250, 320], 'mid', 6),
    m('kia', 'Sorento', [['EX', 191]], 7, [300, 420], 'mid', 4),
    m('kia', 'Telluride', [['EX', 291], ['SX', 291]], 8, [350, 500], 'mid', 3),
    m('hyundai', 'Tucson', [['Smart', 187]], 5, [250, 330], 'mid', 6),
    m('hyundai', 'Santa Fe', [['Smart', 277]], 7, [300, 420], 'mid', 4),
    m('hyundai', 'Palisade', [['Limited', 291]], 8, [380, 520], 'mid', 3),
    m('ford', 'Explorer', [['XLT', 300], ['Limited', 300]], 7, [320, 480], 'mid', 3),
    m('ford', 'Expedition', [['Limited', 400]], 8, [500, 800], 'mid', 2),
    m('chevrolet', 'Tahoe', [['LT', 355], ['Z71', 355]], 7, [450, 800], 'mid', 4),
    m('land-rover', 'Range Rover', [['Vogue HSE', 395], ['Autobiography', 523]], 5, [1200, 1800], 'premium', 4),
    m('land-rover', 'Range Rover Sport', [['HSE', 395]], 5, [900, 1300], 'premium', 3),
    m('land-rover', 'Defender', [['110 S', 296], ['110 X', 395]], 7, [700, 1000], 'premium', 3),
    m('mercedes', 'G 63', [['AMG', 577]], 5, [1800, 2800], 'exotic', 3),
    m('mercedes', 'GLE', [['450 4MATIC', 362]], 5, [650, 900], 'premium', 2),
    m('bmw', 'X5', [['xDrive40i', 375], ['M Competition', 617]], 5, [600, 950], 'premium', 3),
    m('bmw', 'X7', [['xDrive40i', 375], ['M60i', 523]], 7, [900, 1300], 'premium', 2),
    m('audi', 'Q7', [['55 TFSI quattro', 335]], 7, [600, 850], 'premium', 2),
    m('audi', 'Q8', [['55 TFSI', 335], ['RS Q8', 591]], 5, [750, 1100], 'premium', 2),
    m('lexus', 'LX', [['LX 600', 409]], 7, [900, 1400], 'premium', 2),
    m('porsche', 'Cayenne', [['', 348], ['Turbo GT', 631]], 5, [800, 1200], 'premium', 2),
    m('lamborghini', 'Urus', [['S', 657], ['Performante', 657]], 5, [2800, 4000], 'exotic', 3),
    m('bentley', 'Bentayga', [['V8', 542], ['Speed', 626]], 5, [2500, 3500], 'exotic', 2),
    m('rolls-royce', 'Cullinan', [['', 563], ['Black Badge', 592]], 5, [3500, 4500], 'exotic', 2),
  ],
  sports: [
    m('ford', 'Mustang', [['EcoBoost', 315], ['GT', 480]], 4, [450, 700], 'mid', 8),
    m('chevrolet', 'Camaro', [['RS', 335], ['SS', 455]], 4, [450, 650], 'mid', 6),
    m('nissan', 'Z', [['Performance', 400]], 2, [600, 800], 'mid', 3, { fromYear: 2023 }),
    m('chevrolet', 'Corvette', [['Stingray', 495], ['Z06', 670]], 2, [1200, 1600], 'premium', 4),
    m('nissan', 'GT-R', [['Premium', 565], ['Nismo', 600]], 4, [1500, 2000], 'premium', 3),
    m('porsche', '718 Cayman', [['GTS 4.0', 394]], 2, [900, 1200], 'premium', 3),
    m('porsche', '911', [['Carrera S', 443], ['Turbo S', 640]], 4, [1500, 2200], 'premium', 5),
    m('bmw', 'M4', [['Competition', 503]], 4, [1000, 1400], 'premium', 4),
    m('audi', 'R8', [['V10 performance', 602]], 2, [2000, 2800], 'exotic', 3),
    m('ferrari', '296 GTB', [['', 819]], 2, [3500, 4500], 'exotic', 2, { fromYear: 2022 }),
    m('ferrari', 'F8 Tributo', [['', 710]], 2, [3200, 4000], 'exotic', 3),
    m('ferrari', 'Roma', [['', 612]], 4, [2500, 3300], 'exotic', 3),
    m('lamborghini', 'Huracán', [['EVO', 631], ['Tecnica', 631], ['STO', 631]], 2, [2800, 3800], 'exotic', 5),
  ],
  luxury: [
    m('mercedes', 'E-Class', [['E 300', 255], ['E 450', 375]], 5, [550, 800], 'premium', 8),
    m('mercedes', 'S-Class', [['S 500', 429], ['S 580', 496]], 5, [1000, 1600], 'premium', 8),
    m('mercedes', 'Maybach S-Class', [['S 580', 496], ['S 680', 621]], 4, [2200, 3200], 'exotic', 4),
    m('bmw', '7 Series', [['740i', 375], ['760i xDrive', 536]], 5, [1000, 1500], 'premium', 5),
    m('audi', 'A8', [['L 55 TFSI', 335]], 5, [900, 1300], 'premium', 3),
    m('lexus', 'LS', [['LS 500', 416]], 5, [700, 1000], 'premium', 3),
    m('bentley', 'Flying Spur', [['V8', 542], ['W12', 626]], 5, [2500, 3500], 'exotic', 3),
    m('bentley', 'Continental GT', [['V8', 542], ['Speed', 650]], 4, [2500, 3300], 'exotic', 3),
    m('rolls-royce', 'Ghost', [['', 563]], 5, [3000, 4000], 'exotic', 3),
    m('rolls-royce', 'Phantom', [['', 563]], 5, [4000, 5500], 'exotic', 2),
  ],
  convertible: [
    m('ford', 'Mustang Convertible', [['EcoBoost', 315], ['GT', 480]], 4, [450, 650], 'mid', 8),
    m('chevrolet', 'Camaro Convertible', [['RS', 335]], 4, [450, 600], 'mid', 4),
    m('bmw', '4 Series Convertible', [['430i', 255], ['M440i', 382]], 4, [650, 900], 'premium', 5),
    m('mercedes', 'E-Class Cabriolet', [['E 450', 362]], 4, [700, 1000], 'premium', 4),
    m('porsche', '911 Cabriolet', [['Carrera', 379], ['Carrera S', 443]], 4, [1800, 2500], 'premium', 3),
    m('rolls-royce', 'Dawn', [['', 563]], 4, [3000, 3500], 'exotic', 3),
    m('ferrari', 'Portofino M', [['', 612]], 4, [2800, 3500], 'exotic', 3),
    m('lamborghini', 'Huracán Spyder', [['EVO', 631]], 2, [3000, 3500], 'exotic', 3),
  ],
  electric: [
    m('tesla', 'Model 3', [['Standard Range', 283], ['Long Range', 425], ['Performance', 510]], 5, [250, 350], 'mid', 10),
    m('tesla', 'Model Y', [['Long Range', 425], ['Performance', 456]], 5, [300, 400], 'mid', 9),
    m('hyundai', 'Ioniq 5', [['Standard', 225], ['AWD', 320]], 5, [250, 350], 'mid', 4, { fromYear: 2022 }),
    m('kia', 'EV6', [['GT-Line', 320]], 5, [250, 350], 'mid', 4, { fromYear: 2022 }),
    m('tesla', 'Model S', [['Long Range', 670], ['Plaid', 1020]], 5, [600, 900], 'premium', 4),
    m('tesla', 'Model X', [['Long Range', 670], ['Plaid', 1020]], 7, [700, 1000], 'premium', 3),
    m('bmw', 'iX', [['xDrive50', 516]], 5, [700, 1000], 'premium', 2),
    m('bmw', 'i7', [['xDrive60', 536], ['M70', 650]], 5, [1200, 1800], 'premium', 2, { fromYear: 2023 }),
    m('porsche', 'Taycan', [['4S', 522], ['Turbo', 670], ['Turbo S', 750]], 4, [1000, 1600], 'premium', 3),
    m('mercedes', 'EQS', [['580 4MATIC', 516]], 5, [1000, 1500], 'premium', 2),
    m('audi', 'e-tron GT', [['quattro', 522], ['RS', 637]], 4, [900, 1400], 'premium', 2),
  ],
  van: [
    m('toyota', 'HiAce', [['Standard Roof', 150], ['High Roof', 150]], 13, [300, 450], 'mid', 8, { manual: true }),
    m('hyundai', 'H1', [['GL', 173]], 12, [250, 350], 'mid', 6),
    m('hyundai', 'Staria', [['Premium', 272]], 11, [300, 450], 'mid', 4, { fromYear: 2022 }),
    m('kia', 'Carnival', [['EX', 290], ['SX', 290]], 8, [350, 550], 'mid', 6),
    m('mercedes', 'V-Class', [['V 250', 211]], 7, [600, 700], 'premium', 4),
    m('nissan', 'Urvan', [['NV350', 150]], 14, [280, 400], 'mid', 4, { manual: true }),
    m('chevrolet', 'Express', [['Passenger 3500', 401]], 12, [450, 650], 'mid', 2),
  ],
};
