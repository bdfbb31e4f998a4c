import { checkInCode } from '@gym/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, gql } from '../../test/graphql';
import { startStack, type Stack } from '../../test/stack';

describe('check-in by code through the bff (real api)', () => {
  let stack: Stack;
  let staff: string;
  let admin: string;

  beforeAll(async () => {
    stack = await startStack();
    staff = await stack.login('colaborador');
    admin = await stack.login('admin');
  });
  afterAll(async () => {
    await stack?.close();
  });

  const codeOf = async (token: string) => {
    const secret = await gql<{ myCheckInSecret: { memberRef: string; secret: string; stepSeconds: number } }>(
      stack.bff,
      '{ myCheckInSecret { memberRef secret stepSeconds digits algorithm } }',
      { token },
    );
    expect(secret.body.errors).toBeUndefined();
    const { memberRef, secret: key } = secret.body.data!.myCheckInSecret;
    return checkInCode(memberRef, key, Date.now());
  };
  const OUTCOME =
    'allowed reason message next kind replayed member { firstName } membership { planName daysLeft } visit { id }';
  const checkIn = (code: string, token: string) =>
    gql<{ checkIn: Record<string, unknown> }>(
      stack.bff,
      `mutation ($input: CheckInInput!) { checkIn(input: $input) { ${OUTCOME} } }`,
      { token, variables: { input: { code } } },
    );

  it('welcomes a member with the days left, then answers a repeat and an unpaid member with the reason to show', async () => {
    const luis = await stack.login('cliente');
    const code = await codeOf(luis);
    const first = await checkIn(code, staff);
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data?.checkIn).toMatchObject({
      allowed: true,
      reason: null,
      kind: 'member',
      member: { firstName: 'Luis' },
      message: '¡Bienvenido, Luis!',
    });
    const again = await checkIn(code, staff);
    expect(again.body.errors).toBeUndefined();
    expect(again.body.data?.checkIn).toMatchObject({
      allowed: false,
      reason: 'already_checked_in',
      next: 'Pasa a recepción',
      member: { firstName: 'Luis' },
    });
    const maria = await stack.login('maria');
    const unpaid = await checkIn(await codeOf(maria), staff);
    expect(unpaid.body.data?.checkIn).toMatchObject({
      allowed: false,
      reason: 'payment_pending',
      message: 'Tu membresía tiene un pago pendiente',
    });
    const empty = await checkIn('', staff);
    expect(firstError(empty.body)?.code).toBe('BAD_USER_INPUT');
  });

  it('an admin enables a kiosk whose token checks people in, and revokes it', async () => {
    const enabled = await gql<{ enableKioskDevice: { token: string; device: { id: string; active: boolean } } }>(
      stack.bff,
      'mutation { enableKioskDevice(name: "Puerta principal") { token device { id name active } } }',
      { token: admin },
    );
    expect(enabled.body.errors).toBeUndefined();
    const { token, device } = enabled.body.data!.enableKioskDevice;
    const forbidden = await gql(stack.bff, '{ kioskDevices { id } }', { token: staff });
    expect(firstError(forbidden.body)?.code).toBe('FORBIDDEN');
    const maria = await stack.login('maria');
    const atDoor = await checkIn(await codeOf(maria), token);
    expect(atDoor.body.data?.checkIn).toMatchObject({ allowed: false, reason: 'payment_pending' });
    const list = await gql<{ kioskDevices: { id: string; active: boolean }[] }>(
      stack.bff,
      '{ kioskDevices { id active lastUsedAt } }',
      { token: admin },
    );
    expect(list.body.data?.kioskDevices).toEqual([expect.objectContaining({ id: device.id, active: true })]);
    await gql(stack.bff, `mutation { revokeKioskDevice(id: "${device.id}") { active } }`, { token: admin });
    const revoked = await checkIn(await codeOf(maria), token);
    expect(firstError(revoked.body)).toMatchObject({
      message: 'Este dispositivo no está habilitado para registrar entradas',
      code: 'UNAUTHENTICATED',
    });
  });
});
