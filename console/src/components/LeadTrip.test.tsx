// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LeadTrip } from './LeadTrip';

afterEach(cleanup);

describe('LeadTrip', () => {
  it('shows the dates, the days and the quoted total', () => {
    const { container } = render(
      <LeadTrip lead={{ from: '2026-12-17', to: '2026-12-24', days: 7, quotedTotal: 2800 }} />,
    );
    expect(container.textContent).toBe('17 Dec – 24 Dec 20267 days · AED 2,800');
  });

  it('names both years across New Year, the fils, and says when there are no dates', () => {
    const { container, rerender } = render(
      <LeadTrip lead={{ from: '2026-12-30', to: '2027-01-02', days: 3, quotedTotal: 630.5 }} />,
    );
    expect(container.textContent).toBe('30 Dec 2026 – 2 Jan 20273 days · AED 630.50');
    rerender(<LeadTrip lead={{ from: null, to: null, days: null, quotedTotal: null }} />);
    expect(container.textContent).toBe('No dates');
  });
});
