import http from 'node:http';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';

// A local stand-in of the Supabase Auth (GoTrue) endpoints the supabase adapter calls, answering with
// the shapes GoTrue returns (API version 2024-01-01: errors as { code, message } with the
// X-Supabase-Api-Version header). Enough for a contract test, not a GoTrue. The PKCE sign-up
// confirmation, the pkce grant, the weak-password refusal and the admin deletion follow
// supabase/auth's internal/api (verify.go, token.go, admin.go).

interface StubUser {
  id: string;
  email: string;
  password: string;
  confirmed: boolean;
  fullName: string | null;
  createdAt: string;
}

export interface StubRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  apikey: string | undefined;
  authorization: string | undefined;
  body: Record<string, unknown> | null;
}

export interface SupabaseAuthStub {
  url: string;
  anonKey: string;
  requests: StubRequest[];
  users: Map<string, StubUser>;
  /** Recovery links sent: address, token hash and redirect_to. */
  recoveries: { email: string; tokenHash: string; redirectTo: string | undefined }[];
  /** Sign-up confirmation required (like a project with "Confirm email" on). */
  requireConfirmation: boolean;
  signupDisabled: boolean;
  /** Sign-up confirmation links sent (confirmation on): address, token hash and redirect_to. */
  confirmations: { email: string; tokenHash: string; redirectTo: string | undefined }[];
  /** GoTrue's flow state expiry (GOTRUE_EXTERNAL_FLOW_STATE_EXPIRY_DURATION, 300 s), counted from the sign-up. */
  flowStateExpirySeconds: number;
  /** Passwords refused as weak (like the leaked-password check): 422 weak_password. */
  weakPasswords: Set<string>;
  /** The service-role key the admin API requires. */
  serviceRoleKey: string;
  /** Makes the admin API answer 500 (a failing Supabase). */
  adminDown: boolean;
  /** Live access tokens → user id. */
  sessions: Map<string, string>;
  /** What GET /auth/v1/verify answers for a link (the e-mail's {{ .ConfirmationURL }}): its Location. */
  openConfirmationLink(tokenHash: string, redirectTo: string | undefined): string;
  close(): Promise<void>;
}

const API_VERSION = '2024-01-01';

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function userJson(u: StubUser) {
  const confirmedAt = u.confirmed ? u.createdAt : null;
  return {
    id: u.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: u.email,
    email_confirmed_at: confirmedAt,
    phone: '',
    confirmed_at: confirmedAt,
    last_sign_in_at: confirmedAt,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: { email: u.email, email_verified: u.confirmed, full_name: u.fullName, sub: u.id },
    identities: [
      {
        identity_id: randomUUID(),
        id: u.id,
        user_id: u.id,
        identity_data: { email: u.email, email_verified: u.confirmed, sub: u.id },
        provider: 'email',
        last_sign_in_at: u.createdAt,
        created_at: u.createdAt,
        updated_at: u.createdAt,
        email: u.email,
      },
    ],
    created_at: u.createdAt,
    updated_at: u.createdAt,
    is_anonymous: false,
  };
}

export async function startSupabaseAuthStub(): Promise<SupabaseAuthStub> {
  const anonKey = `anon-${randomBytes(8).toString('hex')}`;
  const refreshTokens = new Map<string, string>();
  const recoveryTokens = new Map<string, string>();
  const confirmationTokens = new Map<string, string>();
  /** PKCE flow states by auth code: created at sign-up with the code challenge. */
  const flowStates = new Map<string, { userId: string; challenge: string; method: string; createdAt: number }>();

  const stub: Omit<SupabaseAuthStub, 'url' | 'close'> = {
    anonKey,
    requests: [],
    users: new Map(),
    recoveries: [],
    confirmations: [],
    requireConfirmation: false,
    signupDisabled: false,
    flowStateExpirySeconds: 300,
    weakPasswords: new Set(),
    serviceRoleKey: `service-${randomBytes(8).toString('hex')}`,
    adminDown: false,
    sessions: new Map(),
    // GoTrue's GET /verify: confirms the address, then redirects to redirect_to with ?code= (PKCE)
    // or, for a bad link, with error, error_code and error_description in the query (PKCE) and fragment.
    openConfirmationLink(tokenHash, redirectTo) {
      const target = new URL(redirectTo ?? 'https://site-url.example/');
      const userId = confirmationTokens.get(tokenHash);
      const user = userId ? stub.users.get(userId) : undefined;
      if (!user) {
        for (const [key, value] of [['error', 'access_denied'], ['error_code', 'otp_expired'], ['error_description', 'Email link is invalid or has expired']]) target.searchParams.set(key!, value!);
        target.hash = 'error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=';
        return target.href;
      }
      confirmationTokens.delete(tokenHash);
      user.confirmed = true;
      const code = [...flowStates].find(([, flow]) => flow.userId === user.id)?.[0];
      if (code) target.searchParams.set('code', code);
      return target.href;
    },
  };

  function session(u: StubUser) {
    const now = Math.floor(Date.now() / 1000);
    const sessionId = randomUUID();
    const accessToken = `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({
      iss: 'stub/auth/v1',
      sub: u.id,
      aud: 'authenticated',
      exp: now + 3600,
      iat: now,
      email: u.email,
      role: 'authenticated',
      session_id: sessionId,
      is_anonymous: false,
    })}.${randomBytes(16).toString('base64url')}`;
    const refreshToken = randomBytes(12).toString('hex');
    stub.sessions.set(accessToken, u.id);
    refreshTokens.set(refreshToken, u.id);
    return { access_token: accessToken, token_type: 'bearer', expires_in: 3600, expires_at: now + 3600, refresh_token: refreshToken, user: userJson(u) };
  }

  const byEmail = (email: string) => [...stub.users.values()].find((u) => u.email === email.toLowerCase());

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stub');
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      const entry: StubRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        apikey: req.headers.apikey as string | undefined,
        authorization: req.headers.authorization,
        body,
      };
      stub.requests.push(entry);
      const send = (status: number, json?: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': API_VERSION });
        res.end(json === undefined ? undefined : JSON.stringify(json));
      };
      const fail = (status: number, code: string, message: string) => send(status, { code, message });
      const weak = () =>
        send(422, { code: 'weak_password', message: 'Password is known to be weak and easy to guess, please choose a different one.', weak_password: { reasons: ['pwned'] } });
      if (entry.apikey !== anonKey && entry.apikey !== stub.serviceRoleKey) return fail(401, 'no_api_key', 'No API key found in request');
      const bearer = entry.authorization?.replace(/^Bearer /, '');
      const current = bearer ? stub.users.get(stub.sessions.get(bearer) ?? '') : undefined;
      const route = `${entry.method} ${url.pathname}`;

      if (route === 'POST /auth/v1/signup') {
        if (stub.signupDisabled) return fail(422, 'signup_disabled', 'Signups not allowed for this instance');
        const email = String(body?.email ?? '').toLowerCase();
        const password = String(body?.password ?? '');
        if (password.length < 6) return fail(422, 'weak_password', 'Password should be at least 6 characters.');
        if (stub.weakPasswords.has(password)) return weak();
        const existing = byEmail(email);
        if (existing) {
          // With confirmations on GoTrue hides that the address exists: a fake user without identities.
          if (stub.requireConfirmation) return send(200, { ...userJson({ ...existing, id: randomUUID() }), identities: [] });
          return fail(422, 'user_already_exists', 'User already registered');
        }
        const data = (body?.data ?? {}) as { full_name?: string };
        const user: StubUser = { id: randomUUID(), email, password, confirmed: !stub.requireConfirmation, fullName: data.full_name ?? null, createdAt: new Date().toISOString() };
        stub.users.set(user.id, user);
        if (!stub.requireConfirmation) return send(200, session(user));
        const tokenHash = randomBytes(28).toString('hex');
        confirmationTokens.set(tokenHash, user.id);
        stub.confirmations.push({ email, tokenHash, redirectTo: entry.query.redirect_to });
        if (typeof body?.code_challenge === 'string' && body.code_challenge) {
          flowStates.set(randomUUID(), { userId: user.id, challenge: body.code_challenge, method: String(body.code_challenge_method ?? ''), createdAt: Date.now() });
        }
        return send(200, userJson(user));
      }
      if (route === 'POST /auth/v1/token' && entry.query.grant_type === 'password') {
        const user = byEmail(String(body?.email ?? ''));
        if (!user || user.password !== body?.password) return fail(400, 'invalid_credentials', 'Invalid login credentials');
        if (!user.confirmed) return fail(400, 'email_not_confirmed', 'Email not confirmed');
        return send(200, session(user));
      }
      if (route === 'POST /auth/v1/token' && entry.query.grant_type === 'refresh_token') {
        const userId = refreshTokens.get(String(body?.refresh_token ?? ''));
        const user = userId ? stub.users.get(userId) : undefined;
        if (!user) return fail(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
        refreshTokens.delete(String(body?.refresh_token));
        return send(200, session(user));
      }
      if (route === 'POST /auth/v1/token' && entry.query.grant_type === 'pkce') {
        const authCode = String(body?.auth_code ?? '');
        const verifier = String(body?.code_verifier ?? '');
        if (!authCode || !verifier) return fail(400, 'validation_failed', 'invalid request: both auth code and code verifier should be non-empty');
        const flow = flowStates.get(authCode);
        const user = flow ? stub.users.get(flow.userId) : undefined;
        if (!flow || !user) return fail(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
        if (Date.now() >= flow.createdAt + stub.flowStateExpirySeconds * 1000) return fail(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
        const expected = flow.method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
        if (expected !== flow.challenge) return fail(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
        flowStates.delete(authCode);
        return send(200, session(user));
      }
      const admin = /^\/auth\/v1\/admin\/users\/([^/]+)$/.exec(url.pathname);
      // GET (supabase-js's deleteUser reads the user first) and DELETE { should_soft_delete }.
      if (admin && (entry.method === 'GET' || entry.method === 'DELETE')) {
        if (bearer !== stub.serviceRoleKey) return fail(403, 'not_admin', 'User not allowed');
        if (stub.adminDown) return fail(500, 'unexpected_failure', 'Database error loading user');
        const user = stub.users.get(admin[1]!);
        if (!user) return fail(404, 'user_not_found', 'User not found');
        if (entry.method === 'GET') return send(200, userJson(user));
        if (body?.should_soft_delete === true) return fail(400, 'validation_failed', 'soft deletion is not stubbed');
        stub.users.delete(user.id);
        for (const [token, userId] of stub.sessions) if (userId === user.id) stub.sessions.delete(token);
        return send(200, {});
      }
      if (route === 'GET /auth/v1/user') {
        if (!current) return fail(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
        return send(200, userJson(current));
      }
      if (route === 'PUT /auth/v1/user') {
        if (!current) return fail(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
        const password = body?.password;
        if (typeof password === 'string') {
          if (password === current.password) return fail(422, 'same_password', 'New password should be different from the old password.');
          if (stub.weakPasswords.has(password)) return weak();
          current.password = password;
        }
        return send(200, userJson(current));
      }
      if (route === 'POST /auth/v1/logout') {
        if (!current || !bearer) return fail(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
        const scope = entry.query.scope ?? 'global';
        for (const [token, userId] of stub.sessions) {
          if (userId !== current.id) continue;
          if (scope === 'global' || (scope === 'local' && token === bearer) || (scope === 'others' && token !== bearer)) stub.sessions.delete(token);
        }
        res.writeHead(204, { 'X-Supabase-Api-Version': API_VERSION });
        return res.end();
      }
      if (route === 'POST /auth/v1/recover') {
        const email = String(body?.email ?? '').toLowerCase();
        const user = byEmail(email);
        if (user) {
          const tokenHash = randomBytes(28).toString('hex');
          recoveryTokens.set(tokenHash, user.id);
          stub.recoveries.push({ email, tokenHash, redirectTo: entry.query.redirect_to });
        }
        return send(200, {});
      }
      if (route === 'POST /auth/v1/verify') {
        const userId = body?.type === 'recovery' ? recoveryTokens.get(String(body?.token_hash ?? '')) : undefined;
        const user = userId ? stub.users.get(userId) : undefined;
        if (!user) return fail(403, 'otp_expired', 'Email link is invalid or has expired');
        recoveryTokens.delete(String(body?.token_hash));
        return send(200, session(user));
      }
      return fail(404, 'not_found', `no stub for ${route}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(stub, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
