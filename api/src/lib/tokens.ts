import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { isRole, isUuid, type Role } from '@gym/domain';

export interface TokenSettings {
  jwtSecret: string;
  jwtIssuer: string;
  jwtAudience: string;
  accessTokenTtlSeconds: number;
}

export interface AccessClaims {
  userId: string;
  role: Role;
  /**
   * The sign-in the token belongs to (`sid`): the family id of its refresh tokens. Ending that
   * sign-in (logout, a password change elsewhere, a reused refresh token) ends the access token too.
   */
  sessionId: string;
}

const encoder = new TextEncoder();

export async function signAccessToken(settings: TokenSettings, claims: AccessClaims): Promise<string> {
  return new SignJWT({ role: claims.role, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(settings.jwtIssuer)
    .setAudience(settings.jwtAudience)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + settings.accessTokenTtlSeconds)
    .sign(encoder.encode(settings.jwtSecret));
}

/** Returns the claims of a valid token, or null for anything forged, expired or malformed. */
export async function verifyAccessToken(settings: TokenSettings, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(settings.jwtSecret), {
      algorithms: ['HS256'],
      issuer: settings.jwtIssuer,
      audience: settings.jwtAudience,
      requiredClaims: ['exp', 'sub', 'iat', 'sid'],
    });
    const { sub, role, sid } = payload;
    if (typeof sub !== 'string' || !isUuid(sub) || !isRole(role) || typeof sid !== 'string' || !isUuid(sid))
      return null;
    return { userId: sub, role, sessionId: sid };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}

/** Opaque refresh token: only its hash is stored. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * An opaque secret handed to someone without an account (a guest's link to send a transfer
 * proof): only its SHA-256 is stored, and a presented secret is compared in constant time.
 */
export function newOpaqueSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: hashOpaqueSecret(secret) };
}

export function hashOpaqueSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Whether a presented secret is the one whose hash was stored. */
export function secretMatches(secret: string | null | undefined, storedHash: string | null | undefined): boolean {
  if (!secret || !storedHash) return false;
  const presented = Buffer.from(hashOpaqueSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
