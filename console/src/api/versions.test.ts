import { describe, expect, it } from 'vitest';
import { idempotencyKeyFor } from '@core/http/idempotencyKey';
import { oneAfterAnother, rememberRead, rememberWrite, resourceOf, versionFor } from './versions';

describe('the console client’s versions', () => {
  it('files a GET’s ETag and list items’ etags under each resource’s path', () => {
    rememberRead('/api/vendor/cars/7', '"car-7"', { id: 7 });
    rememberRead('/api/admin/listings?status=pending', null, {
      items: [{ id: 12, etag: '"l12"' }, { id: 13 }],
    });
    rememberRead('/api/admin/blog/categories', null, [{ id: 3, etag: '"c3"' }]);
    expect(versionFor('/api/vendor/cars/7')).toBe('"car-7"');
    expect(versionFor('/api/admin/listings/12/approve')).toBe('"l12"');
    expect(versionFor('/api/admin/listings/13/approve')).toBeUndefined();
    expect(versionFor('/api/admin/blog/categories/3')).toBe('"c3"');
    expect(resourceOf('/api/vendor/payment-methods/5/default')).toBe(
      '/api/vendor/payment-methods/5',
    );
  });

  it('takes the answer’s version after a write, and forgets one a write below changed', () => {
    rememberRead('/api/vendor/cars/8', '"v1"', {});
    rememberWrite('/api/vendor/cars/8', 'PATCH', '"v2"', {});
    expect(versionFor('/api/vendor/cars/8')).toBe('"v2"');
    rememberWrite('/api/vendor/cars/8/images', 'POST', null, { id: 1 });
    expect(versionFor('/api/vendor/cars/8')).toBeUndefined();
    rememberRead('/api/vendor/cars/9', '"x"', {});
    rememberWrite('/api/vendor/cars/9', 'DELETE', null, null);
    expect(versionFor('/api/vendor/cars/9')).toBeUndefined();
  });

  it('gives a double submit the same Idempotency-Key, and a new submission a new one', () => {
    const first = idempotencyKeyFor('/api/vendor/cars', '{"title":"A"}', 1_000);
    expect(idempotencyKeyFor('/api/vendor/cars', '{"title":"A"}', 1_500)).toBe(first);
    expect(idempotencyKeyFor('/api/vendor/cars', '{"title":"B"}', 1_500)).not.toBe(first);
    expect(idempotencyKeyFor('/api/vendor/cars', '{"title":"A"}', 20_000)).not.toBe(first);
  });

  it('sends writes to one resource one after another', async () => {
    const order: string[] = [];
    const slow = (name: string, ms: number) => () =>
      new Promise<void>((resolve) =>
        setTimeout(() => {
          order.push(name);
          resolve();
        }, ms),
      );
    await Promise.all([
      oneAfterAnother('/api/vendor/cars/1', slow('first', 30)),
      oneAfterAnother('/api/vendor/cars/1', slow('second', 1)),
    ]);
    expect(order).toEqual(['first', 'second']);
  });
});
