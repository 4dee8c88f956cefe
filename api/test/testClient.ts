/**
 * A browser-like HTTP client for integration tests: it keeps the session cookie between calls,
 * sends the site's Origin on writes (as a browser does) and a per-client address so that
 * rate limits of one test never spill into another (the test server trusts one proxy hop).
 */
import { randomInt } from 'node:crypto';
import type { Role } from '@core/enums';
import type { VendorCar } from '@core/schemas/car';
import type { Company } from '../src/models';
import { buildUserWithPassword, buildVendor } from './factories';

export interface TestResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** The answer with its body parsed as JSON when it is JSON, else kept as text. */
async function readResponse<T>(response: Response): Promise<TestResponse<T>> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, headers: response.headers, body: body as T, text };
}

/** A new vendor with a company of its own, signed in (`password` is theirs). */
/** A new user of `role`, signed in on the server at `baseUrl`. */
export async function signedInUser(baseUrl: string, password: string, role: Role) {
  const user = await buildUserWithPassword(password, { role });
  const client = new TestClient(baseUrl);
  const login = await client.login(user.email, password);
  if (login.status !== 200) throw new Error(`Sign-in failed: ${login.status}`);
  return client;
}

export async function signedInVendor(
  baseUrl: string,
  password: string,
  companyOverrides: Partial<Company> = {},
) {
  const { user, company } = await buildVendor(password, companyOverrides);
  const client = new TestClient(baseUrl);
  const login = await client.login(user.email, password);
  if (login.status !== 200) throw new Error(`Sign-in failed: ${login.status}`);
  return { client, company, user };
}

export class TestClient {
  readonly cookies = new Map<string, string>();
  readonly address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

  constructor(
    readonly baseUrl: string,
    readonly origin = baseUrl,
  ) {}

  async request<T = unknown>(
    method: string,
    path: string,
    options: { body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = {
      'X-Forwarded-For': this.address,
      ...(method !== 'GET' && method !== 'HEAD' ? { Origin: this.origin } : {}),
      ...(options.body !== undefined || options.rawBody !== undefined
        ? { 'Content-Type': 'application/json' }
        : {}),
      ...(this.cookies.size ? { Cookie: this.cookieHeader() } : {}),
      ...options.headers,
    };
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body:
        options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    for (const cookie of response.headers.getSetCookie()) this.storeCookie(cookie);
    return readResponse<T>(response);
  }

  get = <T = unknown>(path: string, headers?: Record<string, string>) =>
    this.request<T>('GET', path, { headers });
  post = <T = unknown>(path: string, body?: unknown, headers?: Record<string, string>) =>
    this.request<T>('POST', path, { body: body ?? {}, headers });

  /** A multipart form as a browser posts it (cookies, Origin; fetch sets the boundary). */
  async postForm<T = unknown>(path: string, form: FormData): Promise<TestResponse<T>> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: {
        'X-Forwarded-For': this.address,
        Origin: this.origin,
        ...(this.cookies.size ? { Cookie: this.cookieHeader() } : {}),
      },
      body: form,
    });
    return readResponse<T>(response);
  }

  login(email: string, password: string) {
    return this.post('/api/auth/login', { username: email, password });
  }

  private cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private storeCookie(setCookie: string) {
    const [pair = '', ...attributes] = setCookie.split(';');
    const index = pair.indexOf('=');
    const name = pair.slice(0, index).trim();
    const value = pair.slice(index + 1).trim();
    const expired = attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a)) || value === '';
    if (expired) this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}

/** An API error's body, as tests read it. */
export type ErrorBody = {
  error: { code: string; message: string; fields?: Record<string, string> };
};

/** A vendor's edit of one of its cars (PATCH /api/vendor/cars/:id), with optional If-Match. */
export function editVendorCar(
  browser: TestClient,
  id: number,
  body: unknown,
  headers?: Record<string, string>,
) {
  return browser.request<VendorCar & ErrorBody>('PATCH', `/api/vendor/cars/${id}`, {
    body,
    headers,
  });
}
