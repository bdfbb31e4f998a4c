import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { MESSAGE_ADMIN_MESSAGES, MESSAGE_KIND_LABELS, MESSAGE_KINDS } from '@gym/domain';
import {
  MessageDetailDocument,
  MessageSettingsDocument,
  MessagesListDocument,
  RetryMessageDocument,
  UpdateMessageSettingsDocument,
  type MessageFullFragment,
  type MessageRowFragment,
} from './messages.generated';
import { LocationProbe } from '../../test/LocationProbe';
import { makeUser, renderWithSession } from '../../test/session-testing';
import MessagesPage from './MessagesPage';

type Row = MessageRowFragment & { __typename: 'Message' };

function row(id: string, overrides: Partial<MessageRowFragment> = {}): Row {
  return {
    __typename: 'Message',
    id,
    kind: 'welcome',
    kindLabel: 'Bienvenida',
    channel: 'email',
    recipient: 'rocio@correo.gt',
    userId: 'u-1',
    subject: '¡Bienvenido! Tu cuenta está lista',
    status: 'kept',
    statusLabel: 'Guardado (sin servidor de correo)',
    attempts: 0,
    lastError: null,
    // 15:05 UTC is 09:05 in Guatemala (UTC-6).
    createdAt: '2026-11-20T15:05:00.000Z',
    sentAt: null,
    ...overrides,
  };
}

const admin = makeUser({ id: 'admin-1', role: 'admin', fullName: 'Alma Admin' });
const WELCOME = row('m-1');
const RECEIPT = row('m-2', {
  kind: 'payment_receipt',
  kindLabel: 'Comprobante de pago',
  recipient: 'rebota@correo.gt',
  subject: 'Recibo de tu pago',
  status: 'failed',
  statusLabel: 'Falló',
  attempts: 3,
  lastError: '550 5.1.1 No existe el buzón',
  createdAt: '2026-11-21T02:30:00.000Z',
});

function listMock(rows: Row[], seen: (filter: Record<string, unknown>) => void = () => undefined) {
  return {
    request: { query: MessagesListDocument, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: Record<string, unknown>) => {
      seen(variables.filter as Record<string, unknown>);
      return {
        data: {
          messages: {
            __typename: 'MessagePage',
            messages: rows,
            pagination: { __typename: 'Pagination', total: rows.length, page: 1, pages: 1, limit: 20 },
          },
        },
      };
    },
  };
}

const HTML = '<!doctype html><html><body><h1>Recibo de tu pago</h1><script>alert(1)</script></body></html>';

function full(message: Row): MessageFullFragment & { __typename: 'MessageDetail' } {
  return { ...message, __typename: 'MessageDetail', html: HTML, text: '¡Hola, Rocío!\nTotal: Q 250.00' };
}

function detailMock(message: Row) {
  return {
    request: { query: MessageDetailDocument, variables: { id: message.id } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: { data: { message: full(message) } },
  };
}

function retryMock(message: Row, seen: (variables: Record<string, unknown>) => void) {
  return {
    request: { query: RetryMessageDocument, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: Record<string, unknown>) => {
      seen(variables);
      return {
        data: {
          retryMessage: {
            __typename: 'MessageRetryResult',
            message: MESSAGE_ADMIN_MESSAGES.retried,
            retried: { ...full(message), status: 'queued', statusLabel: 'En cola', attempts: 0, lastError: null },
          },
        },
      };
    },
  };
}

describe('MessagesPage', { timeout: 30_000 }, () => {
  it('lists the messages with their Spanish labels, Guatemala time and a coloured status', async () => {
    renderWithSession(<MessagesPage />, {
      user: admin,
      route: '/dashboard/admin/messages',
      mocks: [listMock([WELCOME, RECEIPT])],
    });
    expect(screen.getByRole('heading', { name: 'Mensajes' })).toBeInTheDocument();
    const grid = await screen.findByRole('grid', { name: 'Mensajes' });
    expect(await within(grid).findByText('rocio@correo.gt')).toBeInTheDocument();
    for (const header of ['Fecha', 'Para', 'Asunto', 'Tipo', 'Canal', 'Estado', 'Intentos'])
      expect(within(grid).getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(within(grid).getByText('20/11/2026 09:05')).toBeInTheDocument();
    // 02:30 UTC on the 21st is still the 20th in Guatemala.
    expect(within(grid).getByText('20/11/2026 20:30')).toBeInTheDocument();
    expect(within(grid).getByText('Bienvenida')).toBeInTheDocument();
    expect(within(grid).getByText('Comprobante de pago')).toBeInTheDocument();
    expect(within(grid).getAllByText('Correo')).toHaveLength(2);
    expect(within(grid).getByText('Guardado (sin servidor de correo)').closest('.MuiChip-colorDefault')).not.toBeNull();
    expect(within(grid).getByText('Falló').closest('.MuiChip-colorError')).not.toBeNull();
    expect(within(grid).getByText('3')).toBeInTheDocument();
  });

  it('says so when no message matches', async () => {
    renderWithSession(<MessagesPage />, {
      user: admin,
      route: '/dashboard/admin/messages?status=failed',
      mocks: [listMock([])],
    });
    expect(await screen.findByText('Todavía no hay mensajes con estos filtros')).toBeInTheDocument();
  });

  it('keeps the filters in the URL and sends them to the server', async () => {
    const seen = vi.fn();
    renderWithSession(
      <>
        <MessagesPage />
        <LocationProbe />
      </>,
      { user: admin, route: '/dashboard/admin/messages?kind=welcome', mocks: [listMock([WELCOME], seen)] },
    );
    await screen.findByText('rocio@correo.gt');
    expect(seen).toHaveBeenCalledWith(expect.objectContaining({ kind: 'welcome', status: null, page: 1, limit: 20 }));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Estado' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Falló' }));
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('?status=failed&kind=welcome'));
    await waitFor(() =>
      expect(seen).toHaveBeenCalledWith(expect.objectContaining({ status: 'failed', kind: 'welcome' })),
    );

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Tipo' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Todos los tipos' }));
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent(/^\?status=failed$/));
  });

  it('shows a failed message in a sandboxed frame with its text and error, and retries it', async () => {
    const retried = vi.fn();
    const listed = vi.fn();
    renderWithSession(
      <>
        <MessagesPage />
        <LocationProbe />
      </>,
      {
        user: admin,
        route: '/dashboard/admin/messages',
        mocks: [listMock([WELCOME, RECEIPT], listed), detailMock(RECEIPT), retryMock(RECEIPT, retried)],
      },
    );
    fireEvent.click(await screen.findByText('rebota@correo.gt'));
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('?id=m-2'));
    const drawer = await screen.findByRole('dialog', { name: 'Detalle del mensaje' });
    expect(await within(drawer).findByText('550 5.1.1 No existe el buzón')).toBeInTheDocument();
    expect(within(drawer).getByText('Comprobante de pago')).toBeInTheDocument();
    expect(within(drawer).getByText('20/11/2026 20:30')).toBeInTheDocument();

    const frame = within(drawer).getByTitle('Vista del mensaje «Recibo de tu pago»');
    expect(frame.tagName).toBe('IFRAME');
    // An empty sandbox: no scripts, no forms, no same origin.
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(HTML);

    fireEvent.click(within(drawer).getByRole('tab', { name: 'Texto plano' }));
    const text = within(drawer).getByRole('tabpanel');
    expect(text.querySelector('pre')).toHaveTextContent('¡Hola, Rocío! Total: Q 250.00');

    const callsBefore = listed.mock.calls.length;
    fireEvent.click(within(drawer).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(retried).toHaveBeenCalledWith({ id: 'm-2' }));
    expect(await screen.findByText(MESSAGE_ADMIN_MESSAGES.retried)).toBeInTheDocument();
    await waitFor(() => expect(listed.mock.calls.length).toBeGreaterThan(callsBefore));
  });

  it('offers no retry for a message that did not fail', async () => {
    const retried = vi.fn();
    renderWithSession(<MessagesPage />, {
      user: admin,
      route: '/dashboard/admin/messages?id=m-1',
      mocks: [listMock([WELCOME]), detailMock(WELCOME), retryMock(WELCOME, retried)],
    });
    const drawer = await screen.findByRole('dialog', { name: 'Detalle del mensaje' });
    expect(
      await within(drawer).findByTitle('Vista del mensaje «¡Bienvenido! Tu cuenta está lista»'),
    ).toBeInTheDocument();
    expect(within(drawer).getByText('Guardado (sin servidor de correo)')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Reintentar' })).toBeNull();
    expect(within(drawer).queryByText('Último error:')).toBeNull();
    expect(retried).not.toHaveBeenCalled();
  });
});

function kindSettings(off: string[] = []) {
  return {
    __typename: 'MessageSettings',
    kinds: MESSAGE_KINDS.map((kind) => ({
      __typename: 'MessageKindSetting',
      kind,
      label: MESSAGE_KIND_LABELS[kind],
      enabled: !off.includes(kind),
      alwaysOn: kind === 'password_reset',
    })),
  };
}

const settingsMock = {
  request: { query: MessageSettingsDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { messageSettings: kindSettings() } },
};

function updateSettingsMock(seen: (variables: Record<string, unknown>) => void) {
  return {
    request: { query: UpdateMessageSettingsDocument, variables: () => true },
    result: (variables: Record<string, unknown>) => {
      seen(variables);
      return {
        data: {
          updateMessageSettings: {
            __typename: 'MessageSettingsResult',
            message: MESSAGE_ADMIN_MESSAGES.settingsSaved,
            settings: kindSettings(['welcome']),
          },
        },
      };
    },
  };
}

describe("MessagesPage: 'Tipos de mensaje'", { timeout: 30_000 }, () => {
  it('one switch per kind; the password reset on, disabled and explained', async () => {
    renderWithSession(<MessagesPage />, {
      user: admin,
      route: '/dashboard/admin/messages',
      mocks: [listMock([]), settingsMock],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Tipos de mensaje' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tipos de mensaje' });
    const group = await within(dialog).findByRole('group', { name: 'Tipos de mensaje que el gimnasio envía' });
    expect(within(group).getAllByRole('switch')).toHaveLength(MESSAGE_KINDS.length);
    const reset = within(group).getByRole('switch', { name: 'Restablecer contraseña' });
    expect(reset).toBeChecked();
    expect(reset).toBeDisabled();
    expect(reset).toHaveAccessibleDescription('Siempre se envía: toda cuenta debe poder recuperarse');
    expect(within(group).getByRole('switch', { name: 'Bienvenida' })).toBeChecked();
  });

  it('turning a switch off from the keyboard sends that kind false, then says so and closes', async () => {
    const seen = vi.fn();
    const user = userEvent.setup();
    renderWithSession(<MessagesPage />, {
      user: admin,
      route: '/dashboard/admin/messages',
      mocks: [listMock([]), settingsMock, updateSettingsMock(seen)],
    });
    screen.getByRole('button', { name: 'Tipos de mensaje' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Tipos de mensaje' });
    const welcome = await within(dialog).findByRole('switch', { name: 'Bienvenida' });
    welcome.focus();
    await user.keyboard(' ');
    expect(welcome).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(seen).toHaveBeenCalledTimes(1));
    expect(seen).toHaveBeenCalledWith({ input: { kinds: [{ kind: 'welcome', enabled: false }] } });
    expect(await screen.findByText(MESSAGE_ADMIN_MESSAGES.settingsSaved)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Tipos de mensaje' })).not.toBeInTheDocument());
  });
});
