// @vitest-environment happy-dom
/**
 * The console's list screens in a DOM: filters kept in the address and sent to the API, each
 * row's actions exactly as its `can` grants, and the empty text that says why a list is empty.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminPostSummary } from '@core/schemas/blog';
import AdminLeadsScreen from './Admin/AdminLeadsScreen';
import AuditScreen from './Admin/AuditScreen';
import PostsScreen from './Blog/PostsScreen';
import { postSummary } from '../../test/fixtures';
import { installMatchMedia, renderAt, serveApi } from '../../test/screenHarness';

beforeAll(installMatchMedia);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const address = () => screen.getByTestId('address').textContent;
const requestsTo = (calls: { url: string }[], path: string) =>
  calls.filter((call) => call.url.startsWith(path)).map((call) => call.url);

const emptyPage = { items: [], total: 0, page: 1, pageSize: 20 };
const leadTotals = {
  byMethod: { whatsapp: 3, email: 1, phone: 0 },
  byCompany: [{ companyId: 5, companyName: 'Desert Wheels', count: 4 }],
};

describe('the admin’s leads', () => {
  it('asks the API for the filters the address holds, and shows its totals', async () => {
    const calls = serveApi({ '/api/admin/leads': { ...emptyPage, total: 4, totals: leadTotals } });
    renderAt('/admin/leads?method=email&from=2026-11-01', '/admin/leads', <AdminLeadsScreen />);
    await screen.findByText('Desert Wheels');
    const [request] = requestsTo(calls, '/api/admin/leads');
    expect(request).toContain('method=email');
    expect(request).toContain('from=2026-11-01');
    expect(screen.getByLabelText('From')).toHaveProperty('value', '2026-11-01');
  });

  it('exports the same selection as CSV: dates, company, channel and emirate', async () => {
    const calls = serveApi({ '/api/admin/leads': { ...emptyPage, totals: leadTotals } });
    renderAt(
      '/admin/leads?method=phone&companyId=5&emirate=sharjah&from=2026-11-01&to=2026-11-30',
      '/admin/leads',
      <AdminLeadsScreen />,
    );
    await waitFor(() =>
      expect(requestsTo(calls, '/api/admin/leads')[0]).toContain('emirate=sharjah'),
    );
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/leads.csv?companyId=5&method=phone&emirate=sharjah&from=2026-11-01&to=2026-11-30',
    );
  });

  it('a date filter goes into the address and back to page 1', async () => {
    serveApi({ '/api/admin/leads': { ...emptyPage, totals: leadTotals } });
    renderAt('/admin/leads?page=3', '/admin/leads', <AdminLeadsScreen />);
    await screen.findByText('Desert Wheels');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    await waitFor(() => expect(address()).toBe('/admin/leads?to=2026-11-30'));
  });
});

describe('the audit trail', () => {
  it('an id typed in a filter is kept in the address and sent', async () => {
    const calls = serveApi({ '/api/admin/audit': emptyPage });
    renderAt('/admin/audit?subjectType=listing', '/admin/audit', <AuditScreen />);
    fireEvent.change(screen.getByLabelText('Object id'), { target: { value: '12' } });
    await waitFor(() => expect(address()).toBe('/admin/audit?subjectType=listing&subjectId=12'));
    await waitFor(() =>
      expect(
        requestsTo(calls, '/api/admin/audit').some((url) => url.includes('subjectId=12')),
      ).toBe(true),
    );
  });

  it('clearing a filter removes it from the address', async () => {
    serveApi({ '/api/admin/audit': emptyPage });
    renderAt('/admin/audit?subjectId=7&actorId=2', '/admin/audit', <AuditScreen />);
    const id = screen.getByLabelText('Object id');
    expect(id).toHaveProperty('value', '7');
    fireEvent.change(id, { target: { value: '' } });
    await waitFor(() => expect(address()).toBe('/admin/audit?actorId=2'));
  });

  it('shows names, the change in words and the whole reason; the CSV link keeps the filters', async () => {
    const reason = 'The photos show another car than the title; '.repeat(8).trim();
    serveApi({
      '/api/admin/audit': {
        ...emptyPage,
        total: 1,
        actors: [{ id: 2, name: 'Omar Admin' }],
        items: [
          {
            id: 1,
            action: 'listing.reject',
            subjectType: 'listing',
            subjectId: 40,
            subjectLabel: '2024 Nissan Patrol',
            company: { id: 5, name: 'Desert Rentals' },
            actor: { id: 2, name: 'Omar Admin', email: 'omar@test.ae' },
            before: { status: 'pending' },
            after: { status: 'rejected' },
            changes: [
              { field: 'status', label: 'Status', before: 'Pending review', after: 'Rejected' },
            ],
            reason,
            createdAt: '2026-11-20T10:00:00.000Z',
          },
        ],
      },
      '/api/admin/vendors': emptyPage,
    });
    renderAt('/admin/audit?actorId=2&action=listing.reject', '/admin/audit', <AuditScreen />);
    expect(await screen.findByText('2024 Nissan Patrol')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Desert Rentals' }).getAttribute('href')).toBe(
      '/admin/companies/5',
    );
    expect(screen.getByText('Pending review')).toBeTruthy();
    expect(screen.getByText('Rejected')).toBeTruthy();
    expect(screen.getByText(reason)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/audit.csv?actorId=2&action=listing.reject',
    );
  });
});

describe('the blog’s posts', () => {
  const renderPosts = (path: string, items: AdminPostSummary[]) => {
    const calls = serveApi({
      '/api/admin/blog/posts': { ...emptyPage, items, total: items.length },
      '/api/admin/blog/categories': [],
    });
    renderAt(path, '/admin/blog/posts', <PostsScreen />);
    return calls;
  };
  const rowOf = async (title: string) => (await screen.findByText(title)).closest('tr')!;

  it('offers Edit and Delete on a post whose abilities grant them, Open on one it may only read', async () => {
    renderPosts('/admin/blog/posts', [
      postSummary(1, 'Salik tolls explained', { edit: true, delete: true }),
      postSummary(2, 'Someone else’s review', {}),
    ]);
    const mine = within(await rowOf('Salik tolls explained'));
    expect(mine.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(mine.getByRole('button', { name: /delete/i })).toBeTruthy();
    const theirs = within(await rowOf('Someone else’s review'));
    expect(theirs.getByRole('button', { name: 'Open' })).toBeTruthy();
    expect(theirs.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(theirs.queryByRole('button', { name: /delete/i })).toBeNull();
  });

  it('deletes a post after the confirmation, with the API', async () => {
    const calls = renderPosts('/admin/blog/posts', [postSummary(4, 'Old news', { delete: true })]);
    fireEvent.click(within(await rowOf('Old news')).getByRole('button', { name: /delete/i }));
    const confirm = (await screen.findByText('Delete this post?')).closest('.ant-popover')!;
    fireEvent.click(within(confirm as HTMLElement).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        calls.some((call) => call.method === 'DELETE' && call.url === '/api/admin/blog/posts/4'),
      ).toBe(true),
    );
  });

  it('a status tab filters through the address and the API', async () => {
    const calls = renderPosts('/admin/blog/posts', []);
    await screen.findByText('No posts yet. Write the first one.');
    await act(async () => fireEvent.click(screen.getByText('In review')));
    await waitFor(() => expect(address()).toBe('/admin/blog/posts?status=review'));
    await waitFor(() =>
      expect(
        requestsTo(calls, '/api/admin/blog/posts?').some((url) => url.includes('status=review')),
      ).toBe(true),
    );
    expect(await screen.findByText('No post matches.')).toBeTruthy();
  });

  it('asks for the page the address names', async () => {
    const calls = renderPosts('/admin/blog/posts?page=2&pageSize=50', []);
    await screen.findByText('No posts yet. Write the first one.');
    const [request] = requestsTo(calls, '/api/admin/blog/posts?');
    expect(request).toContain('page=2');
    expect(request).toContain('pageSize=50');
  });
});
