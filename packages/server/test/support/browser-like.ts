// A client that keeps the session cookie the way a browser does (one cookie jar per
// "person"), for the account tests: each call sends the cookie and takes the new one.

export interface Answer {
  readonly status: number;
  readonly body: Record<string, unknown>;
  /** The Set-Cookie headers of the answer, as sent. */
  readonly cookies: string[];
}

export class Person {
  /** The session cookie's value, as the last answer set it (null: none, or cleared). */
  session: string | null = null;

  constructor(
    readonly url: string,
    /** An Origin header to send (a browser's page), or none (a tool). */
    readonly origin?: string,
    /**
     * The client address a proxy in front would report (X-Forwarded-For: a server started
     * with TRUST_PROXY=1 takes it as the client's), or none: the test's own, 127.0.0.1.
     */
    readonly address?: string,
  ) {}

  async call(method: string, path: string, body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.session !== null) headers['cookie'] = `kaschlan_session=${this.session}`;
    if (this.origin) headers['origin'] = this.origin;
    if (this.address) headers['x-forwarded-for'] = this.address;
    const res = await fetch(`${this.url}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const cookies = res.headers.getSetCookie();
    for (const c of cookies) {
      const m = /^kaschlan_session=([^;]*)/.exec(c);
      if (m)
        this.session = m[1] === '' || /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(c) ? null : m[1]!;
    }
    const text = await res.text();
    return {
      status: res.status,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
      cookies,
    };
  }
}
