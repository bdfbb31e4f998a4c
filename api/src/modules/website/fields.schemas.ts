import type { TextField } from '@gym/domain';
import { z } from 'zod';
import { zText } from '../../lib/field-schemas';
import { envelope } from '../../lib/zod';

/** Optional text judged by its contract; null (or '') is stored as sent, so it clears the field. */
export const optionalText = (contract: TextField) => zText(contract).nullable().optional();

/** Answers whose data is a stored block of any shape (the admin editor owns the shape). */
export const anyData = envelope(z.unknown());
