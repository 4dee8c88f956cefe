import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@core/constants';
import { ApiRequestError } from '../../api/client';
import { flushLeadQueue, hasPendingLeads, queueLead } from './leadQueue';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
    clear: () => data.clear(),
    key: () => null,
    get length() {
      return data.size;
    },
  };
}

const lead = (name: string) => ({
  carId: 7,
  method: 'whatsapp',
  name,
  email: 'renter@example.ae',
  phone: '+971501234567',
  sourcePage: '/cars/7',
});

describe('lead retry queue', () => {
  it('sends waiting leads, keeps those that failed for a reason that may pass, drops refused ones', async () => {
    const storage = memoryStorage();
    const queuedAt = new Date('2026-11-20T10:00:00Z');
    for (const name of ['sent', 'offline', 'server', 'refused', 'limited']) {
      queueLead(storage, lead(name), queuedAt);
    }
    const send = vi.fn(async (input: { name: string }) => {
      if (input.name === 'offline') throw new TypeError('Failed to fetch');
      if (input.name === 'server') throw new ApiRequestError(503, '503: down', null);
      if (input.name === 'refused') throw new ApiRequestError(400, '400: bad', null);
      if (input.name === 'limited') throw new ApiRequestError(429, '429: slow down', null);
      return { id: 1 };
    });

    const result = await flushLeadQueue(storage, send, new Date('2026-11-21T10:00:00Z'));
    expect(result).toEqual({ sent: 1, kept: 3 });
    expect(send).toHaveBeenCalledTimes(5);
    expect(send.mock.calls[0]![0]).not.toHaveProperty('queuedAt');
    const kept = JSON.parse(storage.getItem(STORAGE_KEYS.pendingLeads)!) as { name: string }[];
    expect(kept.map((item) => item.name)).toEqual(['offline', 'server', 'limited']);
  });

  it('retries a lead with the Idempotency-Key of its first attempt, again and again', async () => {
    const storage = memoryStorage();
    queueLead(storage, { ...lead('timed out'), idempotencyKey: 'first-attempt-key' });
    const send = vi.fn(async (_input: { idempotencyKey?: string }) => {
      throw new TypeError('Failed to fetch');
    });
    await flushLeadQueue(storage, send);
    await flushLeadQueue(storage, send);
    expect(send.mock.calls.map(([input]) => input.idempotencyKey)).toEqual([
      'first-attempt-key',
      'first-attempt-key',
    ]);
  });

  it('drops a lead older than a week unsent and forgets the key when nothing waits', async () => {
    const storage = memoryStorage();
    queueLead(storage, lead('old'), new Date('2026-11-01T10:00:00Z'));
    expect(hasPendingLeads(storage)).toBe(true);
    const send = vi.fn();
    await flushLeadQueue(storage, send, new Date('2026-11-21T10:00:00Z'));
    expect(send).not.toHaveBeenCalled();
    expect(storage.getItem(STORAGE_KEYS.pendingLeads)).toBeNull();
  });
});
