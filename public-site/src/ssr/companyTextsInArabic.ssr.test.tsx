import { describe, expect, it } from 'vitest';
import type { Car, CarDetail } from '@core/schemas/car';
import { renderWithAnswers } from './renderWithAnswers';

/**
 * A car page in Arabic shows the car's texts as the API answers them for the page's language
 * (the API's side: api/src/routes/arabicCompanyTexts.int.test.ts): the page asks with
 * `?language=ar`, and English pages ask without it.
 */
const car = (title: string, description: string): Car => ({
  id: 7,
  title,
  description,
  brand: 'toyota',
  model: 'Land Cruiser',
  year: 2024,
  pricePerDay: 650,
  pricePerWeek: null,
  pricePerMonth: null,
  carType: 'suv',
  emirate: 'dubai',
  imageUrl: '/media/demo/cars/suv-white.svg',
  companyId: 3,
  companyName: 'Marina Star Car Rental',
  companyLogoUrl: null,
  companyVerified: true,
  horsepower: 400,
  seats: 7,
  transmission: 'automatic',
  approved: true,
  featured: false,
  active: true,
  withDriver: false,
  services: [],
  images: [{ id: 1, url: '/media/demo/cars/suv-white.svg', width: 800, height: 500, position: 0 }],
  terms: {
    securityDepositAed: 1500,
    kmPerDay: 250,
    kmPerMonth: 4500,
    extraKmChargeAed: 1,
    minimumDriverAge: 21,
    salikChargeAed: 5,
    insuranceIncluded: true,
    pricesIncludeVat: true,
  },
  createdAt: '2026-11-01T00:00:00.000Z',
});

const detail = (title: string, description: string, companyDescription: string): CarDetail => ({
  ...car(title, description),
  company: {
    id: 3,
    name: 'Marina Star Car Rental',
    slug: 'marina-star-car-rental',
    logo: null,
    rating: 4.6,
    reviewCount: 120,
    location: 'Dubai Marina, Dubai',
    emirate: 'dubai',
    carCount: 20,
    verified: true,
    description: companyDescription,
    policies: { minimumDriverAge: 21, securityDeposit: 'AED 1,500', licences: 'UAE licence' },
    contact: { whatsapp: '+971501234567', email: 'hello@example.ae', phone: '+971501234567' },
  },
  deliveryFees: { dubai: 0, sharjah: 150 },
  similar: [],
});

/** The API's answers by path: only the exact reads the page should make. */
const ANSWERS: Record<string, CarDetail> = {
  '/api/cars/7?language=ar': detail(
    'تويوتا لاند كروزر 2024',
    'سيارة دفع رباعي واسعة تناسب العائلات.',
    'مارينا ستار لتأجير السيارات في دبي مارينا.',
  ),
  '/api/cars/7': detail(
    'Toyota Land Cruiser 2024',
    'A roomy SUV for families.',
    'Marina Star rents cars in Dubai Marina.',
  ),
};

const html = renderWithAnswers(ANSWERS);

describe("a car page in the page's language", () => {
  it('asks for the Arabic texts on an Arabic page and shows them in its head and body', async () => {
    const { page, status, asked } = await html('/ar/cars/7');
    expect(asked).toContain('/api/cars/7?language=ar');
    expect(status).toBe(200);
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toMatch(/<h1[^>]*><bdi>تويوتا لاند كروزر 2024<\/bdi>/);
    expect(page).toMatch(/<title[^>]*>تويوتا لاند كروزر 2024 للإيجار في دبي/);
    expect(page).toContain('سيارة دفع رباعي واسعة تناسب العائلات.');
    expect(page).toContain('"name":"تويوتا لاند كروزر 2024"');
    expect(page).not.toContain('Toyota Land Cruiser 2024');
  });

  it('asks without a language on an English page and shows the text as written', async () => {
    const { page, status, asked } = await html('/cars/7');
    expect(asked).toContain('/api/cars/7');
    expect(asked.some((path) => path.includes('language='))).toBe(false);
    expect(status).toBe(200);
    expect(page).toMatch(/<h1[^>]*><bdi>Toyota Land Cruiser 2024<\/bdi>/);
    expect(page).not.toContain('تويوتا');
  });
});
