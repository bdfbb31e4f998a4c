/**
 * A test that opens a new embedded database and runs every migration on it does in seconds what
 * a unit test does in milliseconds, and each migration adds to it: its own budget, apart from the
 * suite's default, so a busy machine slows it without failing it.
 */
export const FRESH_DATABASE_TIMEOUT_MS = 90_000;
