/**
 * A real OpenID Connect provider on this machine (panva's `oidc-provider`, the certified server
 * implementation), standing in for Google so tests never reach the internet: discovery, the
 * authorization endpoint with PKCE, the token endpoint and signed ID tokens are the library's own.
 * Only the person's interaction is automatic: the next authorization signs in as whoever the test
 * named with `signInAs` (or is refused, as when the person cancels at Google).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';
import type { GoogleSignInConfig } from '../config';

/** The claims Google gives about a person. */
export interface GooglePerson {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
}

export interface LocalOidcProvider {
  readonly issuer: string;
  /** The api's setting for this provider (the `google` config) with the given redirect URI. */
  settings(redirectUri: string): GoogleSignInConfig;
  /** The person the following authorizations sign in as; 'cancel' answers access_denied. */
  signInAs(person: GooglePerson | 'cancel'): void;
  /**
   * What a browser does at the provider: follows the authorization URL through the provider's
   * redirects (keeping its cookies) and answers the query it brings back to the redirect URI.
   */
  authorize(authorizationUrl: string): Promise<string>;
  close(): Promise<void>;
}

export const LOCAL_OIDC_CLIENT_ID = 'gym-test-client';

type Stored = Record<string, unknown>;

/** The provider's storage in memory (its own quick-start adapter warns on every start). */
class MemoryAdapter {
  private static readonly rows = new Map<string, Stored>();
  constructor(private readonly model: string) {}
  private key = (id: string) => `${this.model}:${id}`;
  upsert(id: string, payload: Stored): Promise<void> {
    MemoryAdapter.rows.set(this.key(id), payload);
    return Promise.resolve();
  }
  find(id: string): Promise<Stored | undefined> {
    return Promise.resolve(MemoryAdapter.rows.get(this.key(id)));
  }
  findByUid(uid: string): Promise<Stored | undefined> {
    return Promise.resolve([...MemoryAdapter.rows.values()].find((row) => row.uid === uid));
  }
  findByUserCode(): Promise<undefined> {
    return Promise.resolve(undefined);
  }
  consume(id: string): Promise<void> {
    const row = MemoryAdapter.rows.get(this.key(id));
    if (row) row.consumed = Math.floor(Date.now() / 1000);
    return Promise.resolve();
  }
  destroy(id: string): Promise<void> {
    MemoryAdapter.rows.delete(this.key(id));
    return Promise.resolve();
  }
  revokeByGrantId(grantId: string): Promise<void> {
    for (const [key, row] of MemoryAdapter.rows) if (row.grantId === grantId) MemoryAdapter.rows.delete(key);
    return Promise.resolve();
  }
}

/** Lifetimes of the provider's artifacts, in seconds (a test's whole sign-in takes less than one). */
const TTL = { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 };

export interface LocalOidcProviderOptions {
  redirectUris: string[];
  /** 0 (default): any free port. */
  port?: number;
  /** Default: a random one (a browser test's product is started with a known one). */
  clientSecret?: string;
}

/** Starts the provider on 127.0.0.1 for the client `gym-test-client` with `redirectUris`. */
export async function startLocalOidcProvider(options: LocalOidcProviderOptions): Promise<LocalOidcProvider> {
  const clientSecret = options.clientSecret ?? randomBytes(24).toString('base64url');
  let person: GooglePerson | 'cancel' | null = null;
  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.writeHead(503).end();
  const server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: 'test', alg: 'RS256', use: 'sig' };
  const people = new Map<string, GooglePerson>();

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: LOCAL_OIDC_CLIENT_ID,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    adapter: MemoryAdapter,
    ttl: TTL,
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    pkce: { methods: ['S256'], required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
    },
    // As Google does: the person's claims travel in the ID token itself.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, id) => {
      const found = people.get(id);
      return found ? { accountId: id, claims: () => ({ ...found }) } : undefined;
    },
  });

  /** The person's side at the provider, decided by the test: signed in and consenting, or cancelling. */
  async function interact(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const details = await provider.interactionDetails(req, res);
    if (person === null || person === 'cancel') {
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'cancelled' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    people.set(person.sub, person);
    const grant = new provider.Grant({ accountId: person.sub, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: person.sub }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  const callback = provider.callback();
  handler = (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      interact(req, res).catch(() => {
        if (!res.headersSent) res.writeHead(400).end();
      });
      return;
    }
    void callback(req, res);
  };

  return {
    issuer,
    settings: (redirectUri) => ({ clientId: LOCAL_OIDC_CLIENT_ID, clientSecret, issuer, redirectUri }),
    signInAs(next) {
      person = next;
    },
    async authorize(authorizationUrl) {
      const cookies = new Map<string, string>();
      let url = authorizationUrl;
      for (let hop = 0; hop < 10; hop += 1) {
        if (!url.startsWith(issuer)) return new URL(url).search.slice(1);
        const response = await fetch(url, {
          redirect: 'manual',
          headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
        });
        for (const line of response.headers.getSetCookie()) {
          const [pair = ''] = line.split(';');
          const at = pair.indexOf('=');
          cookies.set(pair.slice(0, at), pair.slice(at + 1));
        }
        const location = response.headers.get('location');
        if (!location) throw new Error(`the provider answered ${response.status} without a redirect`);
        url = new URL(location, url).href;
      }
      throw new Error('too many redirects at the provider');
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
