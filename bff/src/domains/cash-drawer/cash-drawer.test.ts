import { CASH_DRAWER_MESSAGES as M } from '@gym/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, gql } from '../../test/graphql';
import { startStack, type Stack } from '../../test/stack';

const SESSION = `id clerkName status openingFloat openedAutomatically expected counted difference differenceReason cashOut`;

describe('cash drawers through the bff (real api)', () => {
  let stack: Stack;
  let staff: string;
  let admin: string;
  let cliente: string;

  beforeAll(async () => {
    stack = await startStack();
    staff = await stack.login('colaborador');
    admin = await stack.login('admin');
    cliente = await stack.login('cliente');
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('opens, takes petty cash, refuses a close without the reason of its difference, closes, lists and prints', async () => {
    const none = await gql<{ currentCashSession: unknown }>(stack.bff, `{ currentCashSession { ${SESSION} } }`, {
      token: staff,
    });
    expect(none.body).toEqual({ data: { currentCashSession: null } });

    const opened = await gql<{ openCashSession: { message: string; session: { id: string; expected: number } } }>(
      stack.bff,
      `mutation { openCashSession(openingFloat: 100) { message session { ${SESSION} } } }`,
      { token: staff },
    );
    expect(opened.body.errors).toBeUndefined();
    expect(opened.body.data!.openCashSession).toMatchObject({
      message: M.opened,
      session: { clerkName: 'Ana Castillo', openingFloat: 100, expected: 100, openedAutomatically: false },
    });
    const id = opened.body.data!.openCashSession.session.id;

    const petty = await gql(
      stack.bff,
      `mutation($input: PettyCashInput!) { recordPettyCash(input: $input) { message session { ${SESSION} } } }`,
      { token: staff, variables: { input: { amount: 5, reason: 'Bolsas de basura' } } },
    );
    expect(petty.body.data).toMatchObject({ recordPettyCash: { session: { expected: 95, cashOut: 5 } } });

    const close = (input: Record<string, unknown>) =>
      gql<{ closeCashSession: { session: Record<string, unknown> } }>(
        stack.bff,
        `mutation($input: CashCloseInput!) { closeCashSession(input: $input) { message session { ${SESSION} } } }`,
        { token: staff, variables: { input } },
      );
    const counts = [
      { key: 'b50', pieces: 1 },
      { key: 'b20', pieces: 2 },
    ];
    expect(firstError((await close({ counts })).body)).toMatchObject({ message: M.reasonRequired, status: 422 });
    const closed = await close({ counts, reason: 'Faltaron Q 5 del cambio' });
    expect(closed.body.data!.closeCashSession.session).toMatchObject({
      status: 'closed',
      expected: 95,
      counted: 90,
      difference: -5,
      differenceReason: 'Faltaron Q 5 del cambio',
    });
    const unknownKey = await close({ counts: [{ key: 'b300', pieces: 1 }] });
    expect(unknownKey.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const list = await gql<{ cashSessions: { sessions: { id: string; difference: number }[] } }>(
      stack.bff,
      `{ cashSessions(filter: { withDifference: true }) { sessions { id difference } totals { withDifference } } }`,
      { token: admin },
    );
    expect(list.body.data!.cashSessions.sessions).toContainEqual({ id, difference: -5 });
    expect(firstError((await gql(stack.bff, '{ cashSessions { sessions { id } } }', { token: staff })).body).code).toBe(
      'FORBIDDEN',
    );
    expect(firstError((await gql(stack.bff, '{ currentCashSession { id } }', { token: cliente })).body).code).toBe(
      'FORBIDDEN',
    );

    const detail = await gql<{ cashSession: { movements: { kind: string; amount: number }[] } }>(
      stack.bff,
      `query($id: ID!) { cashSession(id: $id) { session { id } movements { kind amount description } } }`,
      { token: staff, variables: { id } },
    );
    expect(detail.body.data!.cashSession.movements).toEqual([
      { kind: 'petty_cash_out', amount: -5, description: 'Bolsas de basura' },
    ]);

    const pdf = await stack.bff.inject({
      url: `/bff/cash-sessions/${id}/report.pdf`,
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const foreign = await stack.bff.inject({ url: `/bff/cash-sessions/${id}/report.pdf` });
    expect(foreign.statusCode).toBe(401);
  });
});
