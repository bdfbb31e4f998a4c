import { fireEvent, screen, waitFor } from '@testing-library/react';
import { INVOICE_MESSAGES, ISR_REGIME_LABELS, nitCheckCharacter, STORAGE_KEYS } from '@gym/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { graphqlError, renderWithSession } from '../../../test/session-testing';
import { FiscalSettingsDocument, SaveFiscalSettingsDocument } from '../fiscal-settings.generated';
import FiscalSettingsPage from '../FiscalSettingsPage';

const VALID_NIT = `1234567-${nitCheckCharacter('1234567')}`;
const WRONG_DIGIT = nitCheckCharacter('1234567') === '0' ? '1' : '0';

const settings = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'FiscalSettings',
  nit: VALID_NIT,
  legalName: 'Gimnasio Central, S.A.',
  commercialName: 'Gym Central',
  establishmentCode: 1,
  address: {
    __typename: 'FiscalAddress',
    street: '6a. Avenida 10-20 zona 1',
    postalCode: '01001',
    municipality: 'Guatemala',
    department: 'Guatemala',
  },
  vatRegime: 'general',
  isrRegime: 'profits',
  documentType: 'FACT',
  certifier: 'infile',
  email: 'facturas@gym.gt',
  credentials: { __typename: 'FiscalCredentialsState', user: true, signingKey: true, apiKey: true },
  enabled: true,
  updatedAt: '2026-11-20T16:30:00.000Z',
  ...overrides,
});

const loaded = (value = settings()) => ({
  request: { query: FiscalSettingsDocument },
  result: { data: { fiscalSettings: value } },
});

describe("the admin's 'Datos fiscales'", () => {
  afterEach(() => sessionStorage.clear());

  it('keeps typed work when the admin leaves the screen and comes back, never the credentials', async () => {
    const first = renderWithSession(<FiscalSettingsPage />, { mocks: [loaded()] });
    fireEvent.change(await screen.findByLabelText(/^Razón social/, {}, { timeout: 10_000 }), {
      target: { value: 'Gimnasio Norte, S.A.' },
    });
    fireEvent.change(screen.getByLabelText('Llave de firma'), { target: { value: 'firma-secreta' } });
    first.unmount();
    expect(sessionStorage.getItem(STORAGE_KEYS.fiscalSettingsDraft)).not.toContain('firma-secreta');

    renderWithSession(<FiscalSettingsPage />, { mocks: [loaded()] });
    expect(await screen.findByLabelText(/^Razón social/, {}, { timeout: 10_000 })).toHaveValue('Gimnasio Norte, S.A.');
    expect(screen.getByLabelText('Llave de firma')).toHaveValue('');
    expect(screen.getByText('Hay cambios sin guardar')).toBeInTheDocument();
  }, 30_000);

  it("shows 'FEL activo' and 'Configuradas' and never a credential's value", async () => {
    renderWithSession(<FiscalSettingsPage />, { mocks: [loaded()] });
    expect(await screen.findByText('FEL activo', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Configuradas')).toBeInTheDocument();
    for (const label of ['Usuario del certificador', 'Llave de firma', 'Llave de la API']) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveValue('');
      expect(input).toHaveAttribute('placeholder', 'Configuradas');
    }
    expect(screen.getByLabelText('Llave de firma')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Llave de la API')).toHaveAttribute('type', 'password');
    expect(screen.getByText('Documento que emite: FACT')).toBeInTheDocument();
  }, 30_000);

  it("shows 'FEL inactivo' and 'Sin configurar' while the credentials are missing", async () => {
    renderWithSession(<FiscalSettingsPage />, {
      mocks: [
        loaded(
          settings({
            enabled: false,
            credentials: { __typename: 'FiscalCredentialsState', user: false, signingKey: false, apiKey: false },
          }),
        ),
      ],
    });
    expect(await screen.findByText('FEL inactivo', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('Configuradas')).not.toBeInTheDocument();
    expect(screen.getAllByText('Sin configurar').length).toBeGreaterThanOrEqual(1);
  }, 30_000);

  it('refuses a NIT with a wrong check digit on the field, before asking the server, and keeps what was typed', async () => {
    let saves = 0;
    renderWithSession(<FiscalSettingsPage />, {
      mocks: [
        loaded(),
        {
          request: { query: SaveFiscalSettingsDocument, variables: () => true },
          result: () => {
            saves += 1;
            return { data: null };
          },
        },
      ],
    });
    const nit = await screen.findByLabelText(/^NIT/, {}, { timeout: 10_000 });
    fireEvent.change(nit, { target: { value: `1234567-${WRONG_DIGIT}` } });
    fireEvent.change(screen.getByLabelText(/^Razón social/), { target: { value: 'Gimnasio Norte, S.A.' } });
    expect(screen.getByText('Hay cambios sin guardar')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(INVOICE_MESSAGES.invalidNit)).toBeInTheDocument();
    expect(nit).toHaveAttribute('aria-invalid', 'true');
    expect(nit).toHaveAccessibleDescription(INVOICE_MESSAGES.invalidNit);
    expect(saves).toBe(0);
    expect(screen.getByLabelText(/^Razón social/)).toHaveValue('Gimnasio Norte, S.A.');
  }, 30_000);

  it("puts the certifier's refusal of new credentials on their field and keeps the typed work", async () => {
    const refusal = INVOICE_MESSAGES.credentialsRefused('usuario o llave incorrectos');
    renderWithSession(<FiscalSettingsPage />, {
      mocks: [
        loaded(),
        { request: { query: SaveFiscalSettingsDocument, variables: () => true }, result: graphqlError(refusal, 400) },
      ],
    });
    const user = await screen.findByLabelText('Usuario del certificador', {}, { timeout: 10_000 });
    fireEvent.change(user, { target: { value: 'GYM_CENTRAL' } });
    fireEvent.change(screen.getByLabelText('Llave de firma'), { target: { value: 'firma-nueva' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(user).toHaveAccessibleDescription(refusal), { timeout: 10_000 });
    expect(user).toHaveValue('GYM_CENTRAL');
    expect(screen.getByLabelText('Llave de firma')).toHaveValue('firma-nueva');
  }, 30_000);

  it('saves, says so, and empties the credential fields again (write-only)', async () => {
    let sent: Record<string, unknown> | null = null;
    renderWithSession(<FiscalSettingsPage />, {
      mocks: [
        loaded(
          settings({
            credentials: { __typename: 'FiscalCredentialsState', user: true, signingKey: false, apiKey: false },
            enabled: false,
          }),
        ),
        {
          request: { query: SaveFiscalSettingsDocument, variables: () => true },
          result: (variables: { input: Record<string, unknown> }) => {
            sent = variables.input;
            return {
              data: {
                saveFiscalSettings: {
                  __typename: 'FiscalSettingsResult',
                  settings: settings(),
                  message: INVOICE_MESSAGES.settingsSaved,
                },
              },
            };
          },
        },
      ],
    });
    fireEvent.change(await screen.findByLabelText('Llave de firma', {}, { timeout: 10_000 }), {
      target: { value: 'firma-secreta' },
    });
    fireEvent.change(screen.getByLabelText('Llave de la API'), { target: { value: 'api-secreta' } });
    // A gym on ISR's simplified regime: its invoices state the definitive withholding.
    expect(screen.getByText('Sus facturas dirán: «Sujeto a pagos trimestrales ISR»')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Régimen del ISR/ }));
    fireEvent.click(await screen.findByRole('option', { name: ISR_REGIME_LABELS.simplified }));
    expect(screen.getByText('Sus facturas dirán: «Sujeto a retención definitiva ISR»')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(INVOICE_MESSAGES.settingsSaved, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(sent).toMatchObject({
      nit: VALID_NIT,
      establishmentCode: 1,
      vatRegime: 'general',
      isrRegime: 'simplified',
      credentialUser: null,
      credentialSigningKey: 'firma-secreta',
      credentialApiKey: 'api-secreta',
    });
    expect(screen.getByText('FEL activo')).toBeInTheDocument();
    expect(screen.getByLabelText('Llave de firma')).toHaveValue('');
    expect(screen.queryByDisplayValue('firma-secreta')).not.toBeInTheDocument();
    expect(screen.queryByText('Hay cambios sin guardar')).not.toBeInTheDocument();
  }, 30_000);
});
