// @vitest-environment happy-dom
/**
 * The console shows exactly the actions the server grants (`can`): each screen is rendered with
 * the API's answer (fetch answers a fixture) once with every flag false, then with every flag
 * true, and the action's control is absent, then present.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminVendor } from '@core/schemas/admin';
import type { VendorCar } from '@core/schemas/car';
import type { Lead } from '@core/schemas/lead';
import { ticket } from '../../test/fixtures';
import { installMatchMedia, renderAt, serveApi } from '../../test/screenHarness';
import AdminTicketScreen from './Admin/AdminTicketScreen';
import VerifyVendorsScreen from './Admin/VerifyVendorsScreen';
import CarsScreen from './Cars/CarsScreen';
import LeadsScreen from './Leads/LeadsScreen';

beforeAll(installMatchMedia);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const all = <T extends Record<string, boolean>>(can: T, value: boolean) =>
  Object.fromEntries(Object.keys(can).map((action) => [action, value])) as T;

const car = (can: VendorCar['can']) =>
  ({
    id: 7,
    title: 'Toyota Corolla 2024',
    brand: 'toyota',
    model: 'Corolla',
    year: 2024,
    imageUrl: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    status: 'draft',
    active: true,
    pricePerDay: 120,
    images: [],
    rejectionReason: null,
    pendingChanges: null,
    changesRejection: null,
    featuredUntil: null,
    can,
  }) as unknown as VendorCar;

const vendor = (can: AdminVendor['can']): AdminVendor => ({
  id: 5,
  name: 'Desert Wheels',
  slug: 'desert-wheels',
  emirate: 'dubai',
  email: 'desk@desert.example',
  phone: '+971500000000',
  whatsapp: '+971500000000',
  verificationStatus: 'pending',
  status: 'suspended',
  suspensionReason: null,
  suspendedAt: null,
  verifiedAt: null,
  owner: null,
  carCount: 0,
  documents: [],
  missingDocuments: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  can,
});

const lead = (can: Lead['can']): Lead => ({
  id: 9,
  carId: null,
  carTitle: null,
  companyId: 5,
  method: 'whatsapp',
  name: 'Test Renter',
  email: 'renter@example.ae',
  from: null,
  to: null,
  days: null,
  quotedTotal: null,
  phone: '+971509876543',
  status: 'new',
  sourcePage: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  can,
});

describe('a console screen shows only the actions the server grants', () => {
  it.each([false, true])(
    'my cars: edit, delete, duplicate and feature (granted: %s)',
    async (granted) => {
      const can = all(
        { edit: true, delete: true, duplicate: true, submit: true, feature: true, unfeature: true },
        granted,
      );
      serveApi({
        '/api/vendor/cars': { items: [car(can)], total: 1, page: 1, pageSize: 20, counts: {} },
        '/api/vendor/profile': {},
        '/api/vendor/subscription': {
          plan: { id: 'pro', name: 'Pro', carLimit: 50, featuredSlots: 5, priceMonthly: 499 },
          usage: { cars: 1, nearLimit: false, featured: 2 },
        },
      });
      renderAt('/dashboard/cars', '/dashboard/cars', <CarsScreen />);
      await screen.findByText('Toyota Corolla 2024');
      expect(await screen.findByText('2 of 5 featured slots used')).toBeTruthy();
      expect(Boolean(screen.queryByRole('button', { name: 'Edit' }))).toBe(granted);
      expect(Boolean(screen.queryByRole('button', { name: /delete/i }))).toBe(granted);
      expect(Boolean(screen.queryByRole('button', { name: 'Feature' }))).toBe(granted);
      expect(Boolean(screen.queryByRole('button', { name: /^Duplicate / }))).toBe(granted);
    },
  );

  it.each([false, true])('a support ticket: reply and close (granted: %s)', async (granted) => {
    serveApi({ '/api/admin/support/3': ticket(all({ reply: true, close: true }, granted)) });
    renderAt('/admin/support/3', '/admin/support/:id', <AdminTicketScreen />);
    await screen.findByText('Invoice question');
    expect(Boolean(screen.queryByRole('button', { name: 'Close ticket' }))).toBe(granted);
    expect(Boolean(screen.queryByRole('button', { name: 'Send reply' }))).toBe(granted);
  });

  it.each([false, true])('verify vendors: every decision (granted: %s)', async (granted) => {
    const can = all({ verify: true, reject: true, suspend: true, reinstate: true }, granted);
    serveApi({
      '/api/admin/vendors': { items: [vendor(can)], total: 1, page: 1, pageSize: 20, counts: {} },
    });
    renderAt('/admin/verify-vendors', '/admin/verify-vendors', <VerifyVendorsScreen />);
    await screen.findByText('Desert Wheels');
    for (const name of ['Verify', 'Reject…', 'Suspend…', 'Reinstate']) {
      expect(Boolean(screen.queryByRole('button', { name })), name).toBe(granted);
    }
  });

  it.each([false, true])('leads: the follow-up moves (granted: %s)', async (granted) => {
    const can = { new: false, contacted: granted, won: false, lost: granted };
    serveApi({
      '/api/vendor/leads': {
        items: [lead(can)],
        total: 1,
        page: 1,
        pageSize: 20,
        totals: {
          byMethod: { whatsapp: 1, email: 0, phone: 0 },
          byStatus: { new: 1, contacted: 0, won: 0, lost: 0 },
          byCar: [],
        },
      },
      '/api/vendor/cars': { items: [], total: 0, page: 1, pageSize: 100, counts: {} },
    });
    renderAt('/dashboard/leads', '/dashboard/leads', <LeadsScreen />);
    await screen.findByText('Test Renter');
    // A lead the user may move is a status picker; one they may not, a plain tag.
    const picker = screen.queryByRole('combobox', { name: 'State of the lead from Test Renter' });
    expect(Boolean(picker)).toBe(granted);
  });
});
