/**
 * Test data builders: each test makes its own company and cars, so tests stay independent on a
 * shared database (CI's PostgreSQL) without wiping tables.
 */
import { randomUUID } from 'node:crypto';
import { Car, CarImage, Company, User } from '../src/models';
import { Lead } from '../src/models';
import type { Car as CarRow } from '../src/models';
import { hashPassword } from '../src/services/passwords';

const unique = () => randomUUID().slice(0, 8);

export async function buildUser(overrides: Partial<User> = {}): Promise<User> {
  return User.query().insertAndFetch({
    email: `user-${unique()}@test.ae`,
    // Not a valid argon2 hash: such a user cannot sign in until a test sets a password.
    passwordHash: 'not-a-hash',
    role: 'vendor',
    name: 'Test User',
    status: 'active',
    ...overrides,
  });
}

export async function buildCompany(overrides: Partial<Company> = {}): Promise<Company> {
  const id = unique();
  const owner = overrides.ownerId === undefined ? await buildUser() : null;
  return Company.query().insertAndFetch({
    ownerId: owner?.id ?? null,
    name: `Test Rent a Car ${id}`,
    slug: `test-rent-a-car-${id}`,
    emirate: 'dubai',
    area: 'dubai-marina',
    phone: '+971501234567',
    whatsapp: '+971501234567',
    email: `bookings-${id}@test.ae`,
    verificationStatus: 'verified',
    status: 'active',
    rating: 4.5,
    reviewCount: 12,
    ...overrides,
  });
}

export async function buildCar(company: Company, overrides: Partial<CarRow> = {}): Promise<Car> {
  const car = await Car.query().insertAndFetch({
    companyId: company.id,
    title: `2024 Nissan Patrol ${unique()}`,
    description: 'A test car.',
    brand: 'nissan',
    model: 'Patrol',
    year: 2024,
    carType: 'suv',
    emirate: company.emirate,
    pricePerDay: 650,
    horsepower: 400,
    seats: 7,
    services: [],
    status: 'approved',
    featured: false,
    active: true,
    ...overrides,
  });
  await CarImage.query().insert({
    carId: car.id,
    url: '/media/demo/cars/suv-white.svg',
    width: 800,
    height: 500,
    position: 0,
  });
  return car;
}

/** A user who can sign in with `password`. */
export async function buildUserWithPassword(
  password: string,
  overrides: Partial<User> = {},
): Promise<User> {
  return buildUser({ passwordHash: await hashPassword(password), ...overrides });
}

/** A vendor user who owns a company, ready to sign in. */
export async function buildVendor(password: string, companyOverrides: Partial<Company> = {}) {
  const user = await buildUserWithPassword(password, { role: 'vendor' });
  const company = await buildCompany({ ownerId: user.id, ...companyOverrides });
  return { user, company };
}

/** A lead for one of the company's cars (a car is made when none is given). */
export async function buildLead(
  company: Company,
  overrides: Partial<Lead> & { car?: Car } = {},
): Promise<Lead> {
  const { car: givenCar, ...fields } = overrides;
  const car = givenCar ?? (await buildCar(company));
  return Lead.query().insertAndFetch({
    carId: car.id,
    companyId: company.id,
    carTitle: car.title,
    method: 'whatsapp',
    name: 'Test Renter',
    email: `renter-${unique()}@test.ae`,
    phone: '+971509876543',
    status: 'new',
    sourcePage: null,
    ...fields,
  });
}

/** The smallest body `POST /api/vendor/cars` accepts (the other fields take their defaults). */
export const carInput = (title: string) => ({
  title,
  brand: 'toyota',
  model: 'Corolla',
  year: 2024,
  carType: 'sedan',
  emirate: 'dubai',
  pricePerDay: 120,
});
