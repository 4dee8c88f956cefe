/** The catalogue notification's payload (catalogueChanges.ts): written and read back. */
import { describe, expect, it } from 'vitest';
import {
  formatCataloguePayload,
  MAX_NOTIFIED_CARS,
  parseCataloguePayload,
} from './catalogueChanges';

const sender = '0b6f1c2e-5d7a-4a43-9d1e-2f3c4b5a6d7e';

describe('catalogue change payloads', () => {
  it('names the whole catalogue with the sender only', () => {
    expect(formatCataloguePayload(sender, 'catalogue', [1])).toBe(sender);
    expect(parseCataloguePayload(sender)).toEqual({ sender, topic: 'catalogue' });
  });

  it('names one car or many, commas between', () => {
    for (const carIds of [[7], [3, 12, 900001]]) {
      const payload = formatCataloguePayload(sender, 'availability', carIds);
      expect(parseCataloguePayload(payload)).toEqual({ sender, topic: 'availability', carIds });
    }
    // The payload of a single car is what processes not yet updated sent too.
    expect(formatCataloguePayload(sender, 'availability', [7])).toBe(`${sender} availability 7`);
  });

  it('names no car (every car) beyond the limit, staying under 8000 bytes', () => {
    const most = Array.from({ length: MAX_NOTIFIED_CARS }, (_, i) => 999_999_999 - i);
    expect(Buffer.byteLength(formatCataloguePayload(sender, 'availability', most))).toBeLessThan(
      8000,
    );
    const payload = formatCataloguePayload(sender, 'availability', [...most, 1]);
    expect(payload).toBe(`${sender} availability`);
    expect(parseCataloguePayload(payload)).toEqual({ sender, topic: 'availability' });
    expect(parseCataloguePayload(formatCataloguePayload(sender, 'availability'))).toEqual({
      sender,
      topic: 'availability',
    });
  });

  it('reads what it does not understand as the whole catalogue', () => {
    for (const payload of [
      `${sender} availability 1,x`,
      `${sender} availability 1,,2`,
      `${sender} other 3`,
      '',
    ]) {
      expect(parseCataloguePayload(payload).topic, payload).toBe('catalogue');
    }
  });
});
