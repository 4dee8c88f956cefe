/**
 * Test data builders: each test makes its own company and cars, so tests stay independent on a
 * shared database (CI's PostgreSQL) without wiping tables.
 */
import { randomUUID } from 'node:crypto';
import { Car, CarImage, Company, PaymentMethod, Subscription, User } from '../src/models';
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
  const company = await Company.query().insertAndFetch({
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
  // The owner account is the company's first owner, as at sign-up (an account already in a
  // team stays in its first one: a member belongs to one company).
  if (company.ownerId !== null) {
    await Company.knex()('company_members')
      .insert({ company_id: company.id, user_id: company.ownerId, role: 'owner' })
      .onConflict('user_id')
      .ignore();
  }
  return company;
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
    // A featured car is featured until a date (the database checks it): a month unless given.
    ...(overrides.featured && !overrides.featuredUntil
      ? { featuredUntil: new Date(Date.now() + 30 * 24 * 3600 * 1000) }
      : {}),
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

/** The body of POST /api/vendor/cars for a valid listing (the fewest fields it needs). */
export function buildCarInput(overrides: Record<string, unknown> = {}) {
  return {
    title: `2024 Toyota Corolla ${unique()}`,
    brand: 'toyota',
    model: 'Corolla',
    year: 2024,
    carType: 'sedan',
    emirate: 'dubai',
    pricePerDay: 120,
    ...overrides,
  };
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

/** Puts the company on a paid plan (billed by invoice), as `POST /api/vendor/subscribe` would. */
export async function buildSubscription(company: Company, planId: 'pro' | 'premium') {
  const method = await PaymentMethod.query().insert({
    companyId: company.id,
    kind: 'invoice',
    provider: 'manual',
    isDefault: true,
  });
  return Subscription.query().insert({
    companyId: company.id,
    planId,
    status: 'active',
    currentPeriodStart: new Date(),
    currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
    paymentMethodId: method.id,
    cancelledAt: null,
  });
}
