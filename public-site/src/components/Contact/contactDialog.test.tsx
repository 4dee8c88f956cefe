// @vitest-environment happy-dom
/**
 * The contact dialog in a DOM, driven by a real contact flow whose recording of the lead is a
 * stand-in: the saved details prefill it, a message the API gives for a field is shown under
 * that field, everything is disabled while saving, and the copy's address starts as the e-mail.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@core/constants';
import { createI18n } from '../../i18n/i18n';
import { I18nProvider } from '../../i18n/react';
import ContactDialog from './ContactDialog';
import { createContactFlow, type ContactFlowDeps, type LeadOutcome } from './contactFlow';

const car = { id: 7, title: 'Nissan Patrol 2024', companyName: 'Marina Cars' };
/** No pauses (the flow's own timings are contactFlow.test.ts's). */
const NO_WAIT = {
  saving: 0,
  thankYouBeforeAction: 0,
  closeAfterAction: 0,
  resetAfterClose: 0,
} as unknown as ContactFlowDeps['delays'];

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

function openDialog(record: () => Promise<LeadOutcome>) {
  const deps = {
    record: vi.fn(record),
    launch: vi.fn(),
    notifyMissing: vi.fn(),
    saveContactData: vi.fn(),
    log: vi.fn(),
    delays: NO_WAIT,
  };
  const flow = createContactFlow(deps);
  render(
    <I18nProvider i18n={createI18n()}>
      <ContactDialog flow={flow} />
    </I18nProvider>,
  );
  act(() => flow.open(car, 'email'));
  return deps;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const fill = () => {
  type('Full name', 'Aisha');
  type('E-mail', 'aisha@example.ae');
  type('Phone', '+971501234567');
};
const send = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Continue to e-mail' }));
  });

describe('the contact dialog', () => {
  it('is prefilled with the details saved on this device', () => {
    window.localStorage.setItem(
      STORAGE_KEYS.contactData,
      JSON.stringify({ name: 'Aisha', email: 'aisha@example.ae', phone: '+971501234567' }),
    );
    openDialog(() => new Promise(() => {}));
    expect(screen.getByLabelText('Full name')).toHaveProperty('value', 'Aisha');
    expect(screen.getByLabelText('E-mail')).toHaveProperty('value', 'aisha@example.ae');
  });

  it('shows the API’s message under the field it names and focuses it', async () => {
    openDialog(() =>
      Promise.resolve({ kind: 'invalid', fields: { email: 'Enter a working e-mail address' } }),
    );
    fill();
    await send();
    const email = screen.getByLabelText('E-mail');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById('contact-email-error')?.textContent).toBe(
      'Enter a working e-mail address',
    );
    expect(document.activeElement).toBe(email);
    type('E-mail', 'aisha@example.com');
    expect(document.getElementById('contact-email-error')).toBeNull();
  });

  it('disables the fields and the buttons while saving', async () => {
    const deps = openDialog(() => new Promise(() => {}));
    fill();
    await send();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Saving...' })).toHaveProperty('disabled', true),
    );
    expect(screen.getByLabelText('Full name')).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    expect(deps.record).toHaveBeenCalledTimes(1);
  });

  it('asks for the copy’s address, starting from the e-mail, and sends it', async () => {
    const deps = openDialog(() => new Promise(() => {}));
    fill();
    fireEvent.click(screen.getByLabelText('Send me a copy'));
    expect(screen.getByLabelText('Send the copy to')).toHaveProperty('value', 'aisha@example.ae');
    type('Send the copy to', 'family@example.ae');
    await send();
    expect(deps.record).toHaveBeenCalledWith(
      expect.objectContaining({ copyTo: 'family@example.ae', carId: 7, method: 'email' }),
    );
  });
});
