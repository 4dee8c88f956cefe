// @vitest-environment happy-dom
/**
 * The console's forms and the ticket screens in a DOM: core's rules and the server's 400
 * `fields` shown at the field, a busy button while the request is out, and a ticket's actions
 * exactly as its `can` grants.
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SupportTicketDetail } from '@core/schemas/support';
import AdminTicketScreen from './Admin/AdminTicketScreen';
import TicketScreen from './Support/TicketScreen';
import { ChangePasswordCard } from './Profile/ChangePasswordCard';
import { ticket } from '../../test/fixtures';
import { answer, installMatchMedia, renderAt, serveApi } from '../../test/screenHarness';

beforeAll(installMatchMedia);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The text of the antd error under the field labelled `label`. */
function errorOf(label: string) {
  const item = screen.getByLabelText(label).closest('.ant-form-item');
  return item?.querySelector('.ant-form-item-explain-error')?.textContent;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the password form', () => {
  const renderCard = () =>
    renderAt('/dashboard/profile', '/dashboard/profile', <ChangePasswordCard />);
  const fill = (current: string, next: string, again: string) => {
    type('Current password', current);
    type('New password', next);
    type('New password again', again);
  };
  const submit = () =>
    act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    });

  it('says the two new passwords differ, and sends nothing', async () => {
    const calls = serveApi({});
    renderCard();
    fill('old password here', 'three unrelated words', 'three unrelated wordz');
    await submit();
    await waitFor(() => expect(errorOf('New password again')).toBe('The passwords do not match'));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('checks the new password with core’s rule before sending', async () => {
    const calls = serveApi({});
    renderCard();
    fill('old password here', 'short', 'short');
    await submit();
    await waitFor(() => expect(errorOf('New password')).toMatch(/10/));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('shows the server’s message at the field it names', async () => {
    const calls = serveApi({
      'POST /api/account/password': answer(400, {
        error: {
          code: 'invalid_input',
          message: 'Invalid input',
          fields: { currentPassword: 'The current password is not right' },
        },
      }),
    });
    renderCard();
    fill('wrong password', 'three unrelated words', 'three unrelated words');
    await submit();
    await waitFor(() =>
      expect(errorOf('Current password')).toBe('The current password is not right'),
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      currentPassword: 'wrong password',
      password: 'three unrelated words',
    });
  });

  it('is busy while the change is out, then empties its fields', async () => {
    let settle: (response: Response) => void = () => {};
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (settle = resolve)));
    renderCard();
    fill('old password here', 'three unrelated words', 'three unrelated words');
    await submit();
    const button = screen.getByRole('button', { name: /Change password/ });
    await waitFor(() => expect(button.className).toContain('ant-btn-loading'));
    expect(screen.getByLabelText('Current password')).toHaveProperty('disabled', true);
    await act(async () => settle(Response.json({ message: 'Password changed' })));
    await waitFor(() =>
      expect(screen.getByLabelText('Current password')).toHaveProperty('value', ''),
    );
  });
});

const thread = (can: SupportTicketDetail['can']) =>
  ticket(can, [
    {
      id: 1,
      body: 'Where is my invoice?',
      fromCompany: true,
      authorName: null,
      createdAt: '2026-11-20T10:00:00.000Z',
    },
  ]);

describe('a support ticket', () => {
  it('an address that is not a ticket id is not found, and asks nothing', async () => {
    const calls = serveApi({});
    renderAt('/dashboard/support/abc', '/dashboard/support/:id', <TicketScreen />);
    expect(await screen.findByText('Ticket not found')).toBeTruthy();
    expect(calls.filter((call) => call.url.startsWith('/api/vendor/support'))).toHaveLength(0);
  });

  it('the company’s own ticket: its thread, a reply sent to the API, no close button', async () => {
    const calls = serveApi({ '/api/vendor/support/3': thread({ reply: true, close: true }) });
    renderAt('/dashboard/support/3', '/dashboard/support/:id', <TicketScreen />);
    expect(await screen.findByText('Where is my invoice?')).toBeTruthy();
    expect(screen.getByText(/^You ·/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close ticket' })).toBeNull();
    expect(screen.getByRole('link', { name: '← All tickets' }).getAttribute('href')).toBe(
      '/dashboard/support',
    );
    type('Message', 'It is attached now, thanks');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send reply' })));
    await waitFor(() =>
      expect(
        calls.find(
          (call) => call.method === 'POST' && call.url === '/api/vendor/support/3/messages',
        )?.body,
      ).toEqual({ message: 'It is attached now, thanks' }),
    );
  });

  it('a closed ticket (no reply granted) shows no reply form', async () => {
    serveApi({
      '/api/vendor/support/3': { ...thread({ reply: false, close: false }), status: 'closed' },
    });
    renderAt('/dashboard/support/3', '/dashboard/support/:id', <TicketScreen />);
    await screen.findByText('Where is my invoice?');
    expect(screen.queryByRole('button', { name: 'Send reply' })).toBeNull();
  });

  it('support closes a ticket through the API when granted', async () => {
    const calls = serveApi({ '/api/admin/support/3': thread({ reply: true, close: true }) });
    renderAt('/admin/support/3', '/admin/support/:id', <AdminTicketScreen />);
    expect(await screen.findByText('Rental company · ', { exact: false })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Close ticket' })));
    await waitFor(() =>
      expect(
        calls.some((call) => call.method === 'POST' && call.url === '/api/admin/support/3/close'),
      ).toBe(true),
    );
  });
});
