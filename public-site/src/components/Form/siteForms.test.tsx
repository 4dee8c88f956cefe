// @vitest-environment happy-dom
/**
 * The site's forms in a DOM: the messages of core's rules shown at their fields, the server's
 * field messages shown at the field it names (not as an alert), an alert when it names none, and
 * a disabled submit while the request is out. The API is a fetch that answers fixtures.
 */
import type { ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../api/queryClient';
import { createI18n } from '../../i18n/i18n';
import { AppProviders } from '../Providers/AppProviders';
import { RegisterForm } from '../Auth/RegisterForm';
import LoginPage from '../../pages/LoginPage/LoginPage';
import VendorCompanyInfoPage from '../../pages/VendorCompanyInfoPage/VendorCompanyInfoPage';
import { TextAreaField, TextField } from './Field';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = 'signed_in=; max-age=0';
});

type Answer = { status?: number; body: unknown } | (() => Promise<Response>);

/** The API: `answers['METHOD /path']`; a request nobody answers is a 404. Returns the calls. */
function serveApi(answers: Record<string, Answer>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = new URL(String(input), 'http://site.test').pathname;
    calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[`${method} ${path}`];
    if (typeof answer === 'function') return answer();
    if (!answer)
      return Promise.resolve(
        Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 }),
      );
    return Promise.resolve(Response.json(answer.body, { status: answer.status ?? 200 }));
  });
  return calls;
}

const refusal = (status: number, message: string, fields?: Record<string, string>) => ({
  status,
  body: { error: { code: status === 409 ? 'conflict' : 'invalid_input', message, fields } },
});

/** A request that never answers: the form stays busy. */
const never = () => new Promise<Response>(() => {});

function renderAt(path: string, element: ReactNode) {
  render(
    <AppProviders
      queryClient={createQueryClient()}
      i18n={createI18n()}
      site={{ origin: 'http://site.test', siteName: 'UAE Car Rental' }}
    >
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<p>Moved on</p>} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

const submit = (name: string | RegExp) =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
    await Promise.resolve();
  });

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The message shown under a field: its error paragraph, which the control names as described. */
function errorOf(label: string | RegExp) {
  const control = screen.getByLabelText(label);
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ');
  const error = ids.find((id) => id.endsWith('-error'));
  return error ? document.getElementById(error)?.textContent : undefined;
}

describe('TextField and TextAreaField', () => {
  it('bind the label, the hint and the error to the control', () => {
    render(
      <>
        <TextField
          id="a"
          label="Name"
          hint="Your name"
          error="Enter a name"
          value=""
          onValueChange={() => {}}
        />
        <TextAreaField id="b" label="About" hint="A few words" value="" onValueChange={() => {}} />
      </>,
    );
    const name = screen.getByLabelText('Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe('a-hint a-error');
    expect(name.getAttribute('name')).toBe('a');
    expect(errorOf('Name')).toBe('Enter a name');
    const about = screen.getByLabelText('About');
    expect(about.tagName).toBe('TEXTAREA');
    expect(about.getAttribute('aria-invalid')).toBeNull();
    expect(about.getAttribute('aria-describedby')).toBe('b-hint');
    expect(about.className).toBe('field__control field__control--area');
  });

  it('report each change of value', () => {
    const onValueChange = vi.fn();
    render(<TextField id="a" label="Name" value="" onValueChange={onValueChange} />);
    type('Name', 'Amal');
    expect(onValueChange).toHaveBeenCalledWith('Amal');
  });
});

describe('the sign-in page', () => {
  /** The page, once the session check (signed out) has settled. */
  const renderLogin = async () => {
    renderAt('/login', <LoginPage />);
    await screen.findByRole('button', { name: 'Sign in' });
  };

  it('shows the rules’ messages at the empty fields and focuses the first, sending nothing', async () => {
    const calls = serveApi({});
    await renderLogin();
    await submit('Sign in');
    expect(errorOf('E-mail')).toBeTruthy();
    expect(errorOf('Password')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('gives the e-mail field its keyboard and no autocorrection', async () => {
    serveApi({});
    await renderLogin();
    const email = screen.getByLabelText('E-mail');
    expect(email.getAttribute('type')).toBe('email');
    expect(email.getAttribute('autocomplete')).toBe('email');
    expect(email.getAttribute('autocapitalize')).toBe('none');
    expect(email.getAttribute('spellcheck')).toBe('false');
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('current-password');
  });

  it('clears a field’s message as it is edited', async () => {
    serveApi({});
    await renderLogin();
    await submit('Sign in');
    type('E-mail', 'vendor@demo.ae');
    expect(errorOf('E-mail')).toBeUndefined();
    expect(errorOf('Password')).toBeTruthy();
  });

  it('shows the server’s refusal as an alert and puts the focus back on the password', async () => {
    serveApi({ 'POST /api/auth/login': refusal(401, 'Invalid credentials') });
    await renderLogin();
    type('E-mail', 'vendor@demo.ae');
    type('Password', 'not-the-password');
    await submit('Sign in');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid credentials');
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveProperty('disabled', false);
  });

  it('disables the button and says so while signing in', async () => {
    const calls = serveApi({ 'POST /api/auth/login': never });
    await renderLogin();
    type('E-mail', 'vendor@demo.ae');
    type('Password', 'a-long-password');
    await submit('Sign in');
    const button = screen.getByRole('button', { name: 'Signing in…' });
    expect(button).toHaveProperty('disabled', true);
    expect(calls.find((call) => call.path === '/api/auth/login')?.body).toEqual({
      username: 'vendor@demo.ae',
      password: 'a-long-password',
    });
  });
});

function fillRegister(overrides: Record<string, string> = {}) {
  const values: Record<string, string> = {
    'Your name': 'Amal Haddad',
    'Company name': 'Palm Car Hire',
    'E-mail': 'amal@palm.ae',
    Phone: '+971501234567',
    Password: 'three unrelated words',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) type(label, value);
}

describe('the sign-up form', () => {
  const renderForm = (onRegistered = vi.fn(), onSubmitStart = vi.fn()) => {
    renderAt(
      '/register',
      <RegisterForm onRegistered={onRegistered} onSubmitStart={onSubmitStart} />,
    );
    return { onRegistered, onSubmitStart };
  };

  it('checks with core’s rules first: a short password and a bad e-mail, focus on the first', async () => {
    const calls = serveApi({});
    const { onSubmitStart } = renderForm();
    fillRegister({ 'E-mail': 'not-an-address', Password: 'short' });
    await submit('Create account');
    expect(errorOf('E-mail')).toBeTruthy();
    expect(errorOf('Password')).toMatch(/10/);
    expect(errorOf('Your name')).toBeUndefined();
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
    expect(onSubmitStart).not.toHaveBeenCalled();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('shows the server’s message at the field it names, with no alert', async () => {
    serveApi({
      'POST /api/auth/register': refusal(409, 'Conflict', {
        email: 'An account with this e-mail already exists',
      }),
    });
    const { onRegistered } = renderForm();
    fillRegister();
    await submit('Create account');
    await waitFor(() =>
      expect(errorOf('E-mail')).toBe('An account with this e-mail already exists'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
    expect(onRegistered).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Create account' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('shows an alert when the server names no field', async () => {
    serveApi({ 'POST /api/auth/register': refusal(503, 'The service is busy, try again') });
    renderForm();
    fillRegister();
    await submit('Create account');
    expect((await screen.findByRole('alert')).textContent).toBe('The service is busy, try again');
  });

  it('sends the values once, stays busy while sending and after success', async () => {
    const user = { id: 9, email: 'amal@palm.ae', role: 'vendor', name: 'Amal Haddad' };
    let answer: (response: Response) => void = () => {};
    serveApi({
      'POST /api/auth/register': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { onRegistered, onSubmitStart } = renderForm();
    fillRegister();
    await submit('Create account');
    const busy = screen.getByRole('button', { name: 'Creating account…' });
    expect(busy).toHaveProperty('disabled', true);
    expect(onSubmitStart).toHaveBeenCalledTimes(1);
    await act(async () => answer(Response.json(user)));
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith(user));
    expect(screen.getByRole('button', { name: 'Creating account…' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});

describe('the company details step', () => {
  const profile = {
    name: 'Palm Car Hire',
    address: null,
    whatsapp: '+971501234567',
    description: null,
  };
  const signedIn = (answers: Record<string, Answer>) => {
    document.cookie = 'signed_in=1';
    return serveApi({
      'GET /api/auth/me': { body: { id: 9, email: 'amal@palm.ae', role: 'vendor', name: 'Amal' } },
      'GET /api/vendor/profile': { body: profile },
      ...answers,
    });
  };

  it('is prefilled with the company’s details', async () => {
    signedIn({});
    renderAt('/vendor/company-info', <VendorCompanyInfoPage />);
    expect(await screen.findByLabelText('WhatsApp number')).toHaveProperty(
      'value',
      '+971501234567',
    );
    expect(screen.getByLabelText('Office address')).toHaveProperty('value', '');
  });

  it('shows the server’s message under the WhatsApp number', async () => {
    signedIn({
      'PATCH /api/vendor/profile': refusal(400, 'Invalid input', {
        whatsapp: 'Enter a UAE mobile number',
      }),
    });
    renderAt('/vendor/company-info', <VendorCompanyInfoPage />);
    await screen.findByLabelText('WhatsApp number');
    await submit('Save and continue');
    await waitFor(() => expect(errorOf('WhatsApp number')).toBe('Enter a UAE mobile number'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the details could not be saved when the server names no field', async () => {
    signedIn({ 'PATCH /api/vendor/profile': refusal(500, 'Something went wrong') });
    renderAt('/vendor/company-info', <VendorCompanyInfoPage />);
    await screen.findByLabelText('WhatsApp number');
    await submit('Save and continue');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your details could not be saved. Check your connection and try again.',
    );
  });

  it('checks the WhatsApp number before sending anything', async () => {
    const calls = signedIn({});
    renderAt('/vendor/company-info', <VendorCompanyInfoPage />);
    await screen.findByLabelText('WhatsApp number');
    type('WhatsApp number', '');
    await submit('Save and continue');
    expect(errorOf('WhatsApp number')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
  });

  it('disables the button while saving, then moves on', async () => {
    let answer: (response: Response) => void = () => {};
    signedIn({
      'PATCH /api/vendor/profile': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderAt('/vendor/company-info', <VendorCompanyInfoPage />);
    await screen.findByLabelText('WhatsApp number');
    type('Office address', 'Shoreline 4, Palm Jumeirah');
    await submit('Save and continue');
    expect(screen.getByRole('button', { name: 'Saving…' })).toHaveProperty('disabled', true);
    await act(async () => answer(Response.json({ ...profile, address: 'Shoreline 4' })));
    expect(await screen.findByText('Moved on')).toBeTruthy();
  });
});
