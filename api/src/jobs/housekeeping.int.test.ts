import { describe, expect, it } from 'vitest';
import { buildCompany, buildUser } from '../../test/factories';
import { useScratchDatabase } from '../../test/scratchFixture';
import { runHousekeeping } from './housekeeping';

const scratch = useScratchDatabase();

describe('housekeeping', () => {
  it('removes expired sessions and ended rate-limit windows, and keeps live ones', async () => {
    const user = await buildUser();
    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 60_000);
    await scratch.knex('sessions').insert([
      { id: 'expired', user_id: user.id, data: '{}', expires_at: past },
      { id: 'live', user_id: user.id, data: '{}', expires_at: future },
    ]);
    await scratch.knex('rate_limits').insert([
      { key: 'old', points: 3, expire: Date.now() - 1000 },
      { key: 'current', points: 3, expire: Date.now() + 60_000 },
    ]);
    expect(await runHousekeeping(scratch.knex)).toMatchObject({ sessions: 1, rateLimits: 1 });
    expect((await scratch.knex('sessions').select('id')).map((r) => r.id)).toEqual(['live']);
    expect((await scratch.knex('rate_limits').select('key')).map((r) => r.key)).toEqual([
      'current',
    ]);
  });

  it('takes the badge from a company whose document has expired, and only from it', async () => {
    const now = new Date('2027-06-15T08:00:00Z');
    const documents = (companyId: number, insuranceExpires: string) =>
      (['trade_licence', 'rta_permit', 'insurance'] as const).map((kind) => ({
        company_id: companyId,
        kind,
        original_name: `${kind}.pdf`,
        mime: 'application/pdf',
        size: 1000,
        status: 'approved',
        expires_on: kind === 'insurance' ? insuranceExpires : '2028-01-01',
        created_at: new Date('2026-06-01T08:00:00Z'),
      }));
    const lapsed = await buildCompany();
    const valid = await buildCompany();
    const renewed = await buildCompany();
    await scratch.knex('vendor_documents').insert([
      // Its last valid day was yesterday in the UAE.
      ...documents(lapsed.id, '2027-06-14'),
      ...documents(valid.id, '2027-06-15'),
      ...documents(renewed.id, '2027-06-01'),
      { ...documents(renewed.id, '2028-06-01')[2]!, created_at: new Date('2027-05-20T08:00:00Z') },
    ]);

    expect(await runHousekeeping(scratch.knex, now)).toMatchObject({ verificationsExpired: 1 });
    const statusOf = async (id: number) =>
      (await scratch.knex('companies').where({ id }).first('verification_status'))
        .verification_status;
    expect(await statusOf(lapsed.id)).toBe('unverified');
    expect(await statusOf(valid.id)).toBe('verified');
    expect(await statusOf(renewed.id)).toBe('verified');
    // Nothing left to do the next hour.
    expect(await runHousekeeping(scratch.knex, now)).toMatchObject({ verificationsExpired: 0 });
  });
});
