import type { Permission, Role } from '@gym/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from './config';
import type { Database, DatabaseHandle } from './db/client';
import type { UserRow } from './db/schema/index';
import type { JobQueue } from './jobs/job-queue';
import type { SharedState } from './lib/shared-state';
import type { FileStorage, PrivateFileStorage } from './storage/file-storage';

export type AuthHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface AuthenticatedUser {
  id: string;
  role: Role;
  permissions: Permission[];
  /** The sign-in of the access token (its refresh-token family). */
  sessionId: string;
  row: UserRow;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    database: DatabaseHandle;
    storage: FileStorage;
    /** Files only an authorizing route hands out (transfer proofs). */
    privateStorage: PrivateFileStorage;
    /** The background work (events after commit, schedules); null while off or not started yet. */
    jobs: JobQueue | null;
    /** What this instance shares with the others through Redis (REDIS_URL), or this process alone. */
    sharedState: SharedState;
    /** Route hook (onRequest): requires a valid bearer token of an active user (401 otherwise). */
    authenticate: AuthHook;
  }
  interface FastifyRequest {
    auth: AuthenticatedUser | null;
  }
}
