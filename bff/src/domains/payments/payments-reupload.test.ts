import { PAYMENT_MESSAGES, PROOF_REUPLOAD_DAYS } from '@gym/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql } from '../../test/graphql';
import { makePng, multipartBody, startStack, type Stack } from '../../test/stack';

interface MyPayment {
  id: string;
  method: string;
  status: string;
  reason: string | null;
  rejectedAt: string | null;
  reuploadDeadline: string | null;
}

describe('a new proof on a rejected transfer through the bff (real api)', () => {
  let stack: Stack;
  let maria: string;
  let luis: string;
  let staff: string;

  beforeAll(async () => {
    stack = await startStack();
    maria = await stack.login('maria');
    luis = await stack.login('cliente');
    staff = await stack.login('colaborador');
  });
  afterAll(async () => {
    await stack?.close();
  });

  const myPayments = async (token: string) =>
    (
      await gql<{ payments: { payments: MyPayment[] } }>(
        stack.bff,
        '{ payments { payments { id method status reason rejectedAt reuploadDeadline } } }',
        { token },
      )
    ).body.data!.payments.payments;
  const send = (paymentId: string, token: string, path = 'transfer-proof/resubmit') => {
    const upload = multipartBody('proof', 'comprobante.png', 'image/png', makePng());
    return stack.bff.inject({
      method: 'POST',
      url: `/bff/payments/${paymentId}/${path}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': upload.contentType },
      payload: upload.payload,
    });
  };

  it('shows the rejection and its deadline on the payment, and forwards the new proof to the api', async () => {
    const pending = (await myPayments(maria)).find((p) => p.method === 'transfer' && p.status === 'pending')!;
    expect((await send(pending.id, maria, 'transfer-proof')).statusCode).toBe(200);
    const rejected = await gql<{ validateTransfer: MyPayment }>(
      stack.bff,
      'mutation($id: ID!, $input: ValidateTransferInput!) { validateTransfer(id: $id, input: $input) { id status reason rejectedAt reuploadDeadline } }',
      { token: staff, variables: { id: pending.id, input: { approved: false, reason: 'Comprobante ilegible' } } },
    );
    expect(rejected.body.errors).toBeUndefined();

    const seen = (await myPayments(maria)).find((p) => p.id === pending.id)!;
    expect(seen).toMatchObject({ status: 'failed', reason: 'Comprobante ilegible' });
    expect(Date.parse(seen.reuploadDeadline!) - Date.parse(seen.rejectedAt!)).toBe(PROOF_REUPLOAD_DAYS * 86_400_000);

    const foreign = await send(pending.id, luis);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(PAYMENT_MESSAGES.reuploadNotOwner);

    const sent = await send(pending.id, maria);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      message: PAYMENT_MESSAGES.proofResubmitted,
      data: {
        payment: { id: pending.id, status: 'pending', proofUrl: `/bff/payments/${pending.id}/transfer-proof` },
        notHeldSlots: [],
      },
    });
    expect((await myPayments(maria)).find((p) => p.id === pending.id)).toMatchObject({
      status: 'pending',
      reason: null,
      rejectedAt: null,
      reuploadDeadline: null,
    });

    const again = await send(pending.id, maria);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PAYMENT_MESSAGES.reuploadAlreadyPending);
  });
});
