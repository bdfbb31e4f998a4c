import { formatDateTime } from '@gym/domain';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import KioskPage from './KioskPage';
import { readLateRefusals, readQueue } from './kiosk-queue';

const answer = (checkIn: Record<string, unknown>) =>
  new Response(JSON.stringify({ data: { checkIn } }), { status: 200, headers: { 'content-type': 'application/json' } });

const welcome = {
  allowed: true,
  reason: null,
  message: '¡Bienvenido, Luis!',
  next: null,
  kind: 'member',
  replayed: false,
  member: { firstName: 'Luis', lastName: 'Pérez' },
  membership: { daysLeft: 12 },
  pass: null,
};
const expired = {
  ...welcome,
  allowed: false,
  reason: 'expired',
  message: 'Tu membresía está vencida',
  next: 'Pasa a recepción',
  membership: null,
};

function scan(code: string) {
  const field = screen.getByLabelText('Código');
  fireEvent.change(field, { target: { value: code } });
  fireEvent.submit(field.closest('form')!);
}

describe('the kiosk page', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    localStorage.clear();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for an admin when the device is not enabled', () => {
    render(<KioskPage />);
    expect(
      screen.getByRole('heading', { name: 'Este dispositivo no está habilitado para registrar entradas' }),
    ).toBeInTheDocument();
  });

  it('welcomes in green with the days left, refuses in red with what to do, sending the device token', async () => {
    window.history.replaceState(null, '', '/kiosk#token=kiosk_abc');
    fetchMock.mockResolvedValueOnce(answer(welcome)).mockResolvedValueOnce(answer(expired));
    render(<KioskPage />);
    expect(window.location.hash).toBe('');
    expect(localStorage.getItem('gym_kiosk_token')).toBe('kiosk_abc');
    scan('abcdefghjk.123456');
    expect(await screen.findByText('¡Bienvenido, Luis!')).toBeInTheDocument();
    expect(screen.getByText('Te quedan 12 días de membresía')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[0]!;
    expect((init!.headers as Record<string, string>).authorization).toBe('Bearer kiosk_abc');
    const sent = JSON.parse(init!.body as string).variables.input;
    expect(sent).toMatchObject({ code: 'abcdefghjk.123456' });
    expect(sent.scanId).toMatch(/^[A-Za-z0-9-]+$/);
    scan('mnopqrstuv.654321');
    expect(await screen.findByText('Luis: Tu membresía está vencida')).toBeInTheDocument();
    expect(screen.getByText('Pasa a recepción')).toBeInTheDocument();
  });

  it('keeps a scan through a network loss and sends it once when back, with the same scan id', async () => {
    localStorage.setItem('gym_kiosk_token', 'kiosk_abc');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    render(<KioskPage />);
    scan('abcdefghjk.123456');
    expect(await screen.findByText('Entrada guardada: se enviará al volver la conexión')).toBeInTheDocument();
    expect(screen.getByText('1 entrada por enviar')).toBeInTheDocument();
    const queued = readQueue();
    expect(queued).toHaveLength(1);

    fetchMock.mockReset();
    fetchMock.mockResolvedValue(answer(welcome));
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(readQueue()).toEqual([]));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const sent = JSON.parse(fetchMock.mock.calls[0]![1]!.body as string).variables.input;
    expect(sent).toEqual(queued[0]);
    await waitFor(() => expect(screen.queryByText('1 entrada por enviar')).toBeNull());
  });

  it('shows the staff a queued scan the server refused once back online, until they mark it reviewed', async () => {
    localStorage.setItem('gym_kiosk_token', 'kiosk_abc');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    render(<KioskPage />);
    scan('abcdefghjk.123456');
    expect(await screen.findByText('1 entrada por enviar')).toBeInTheDocument();
    const scannedAt = readQueue()[0]!.scannedAt;

    fetchMock.mockReset();
    fetchMock.mockResolvedValue(answer(expired));
    window.dispatchEvent(new Event('online'));
    const review = await screen.findByRole('region', { name: 'Revisar en recepción' });
    expect(review).toHaveTextContent(`Luis Pérez — Tu membresía está vencida (${formatDateTime(scannedAt)})`);
    expect(readQueue()).toEqual([]);
    // Still there after a reload of the tablet.
    expect(readLateRefusals()).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Revisado' }));
    expect(screen.queryByRole('region', { name: 'Revisar en recepción' })).toBeNull();
    expect(readLateRefusals()).toEqual([]);
  });
});
