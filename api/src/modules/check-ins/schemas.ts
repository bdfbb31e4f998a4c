import { CHECK_IN_FIELDS, CHECK_IN_MESSAGES } from '@gym/domain';
import { z } from 'zod';
import { zText } from '../../lib/field-schemas';
import { envelope } from '../../lib/zod';

export const checkInBody = z.object({
  code: zText(CHECK_IN_FIELDS.code).describe(
    'El texto del QR: `<memberRef>.<otp>` de un miembro, o `P.<token>` de un pase del día',
  ),
  scanId: zText(CHECK_IN_FIELDS.scanId)
    .optional()
    .describe('Identificador del escaneo (el kiosco lo reenvía al volver la conexión; una visita por escaneo)'),
  scannedAt: z.iso
    .datetime({ offset: true, error: CHECK_IN_MESSAGES.scannedAtInvalid })
    .optional()
    .describe('Cuándo se escaneó, para un escaneo guardado sin conexión (hasta 12 h antes)'),
});

const memberSchema = z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() });

export const checkInResponse = envelope(
  z.object({
    kind: z.enum(['member', 'pass']),
    replayed: z.boolean().describe('El mismo escaneo ya se había registrado: no se cuenta otra visita'),
    member: memberSchema.nullable(),
    membership: z
      .object({
        id: z.uuid(),
        planName: z.string(),
        status: z.string(),
        endDate: z.string(),
        daysLeft: z.number(),
      })
      .nullable(),
    visit: z.object({ id: z.uuid(), visitDate: z.string(), visitedAt: z.string() }).nullable(),
    pass: z.object({ validOn: z.string(), visitors: z.number() }).nullable(),
    message: z.string(),
  }),
);

export const secretResponse = envelope(
  z.object({
    memberRef: z.string(),
    secret: z.string().describe('Secreto base32 (RFC 4648) del código por tiempo (RFC 6238)'),
    stepSeconds: z.number(),
    digits: z.number(),
    algorithm: z.literal('SHA1'),
  }),
);

export const memberParams = z.object({ userId: z.uuid({ error: 'Cliente no encontrado' }) });
export const deviceParams = z.object({ id: z.uuid({ error: CHECK_IN_MESSAGES.deviceNotFound }) });
export const passBody = z.object({ paymentId: z.uuid({ error: CHECK_IN_MESSAGES.passNotDaily }) });
export const deviceBody = z.object({ name: zText(CHECK_IN_FIELDS.deviceName) });

const deviceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  active: z.boolean(),
});

export const devicesResponse = envelope(z.object({ devices: z.array(deviceSchema) }));
export const deviceResponse = envelope(z.object({ device: deviceSchema }));
export const createdDeviceResponse = envelope(
  z.object({ device: deviceSchema, token: z.string().describe('Se muestra una sola vez; solo se guarda su hash') }),
);
export const passResponse = envelope(z.object({ code: z.string(), validOn: z.string(), visitors: z.number() }));
