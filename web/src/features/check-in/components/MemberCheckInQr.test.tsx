import { screen } from '@testing-library/react';
import { base32Encode, checkInCode, verifyCheckInOtp } from '@gym/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithSession } from '../../../test/session-testing';
import { MyCheckInSecretDocument } from '../check-in.generated';
import MemberCheckInQr from './MemberCheckInQr';

const SECRET = base32Encode(new Uint8Array(20).fill(42));
const secretMock = {
  request: { query: MyCheckInSecretDocument },
  result: {
    data: {
      myCheckInSecret: {
        __typename: 'CheckInSecret',
        memberRef: 'abcdefghjk',
        secret: SECRET,
        stepSeconds: 30,
        digits: 6,
        algorithm: 'SHA1',
      },
    },
  },
};

/** The code the QR shows, and whether the server would accept it now. */
async function shownCode() {
  const image = await screen.findByRole('img', { name: 'Código QR de entrada' });
  const code = image.getAttribute('data-code')!;
  const [ref, otp] = code.split('.');
  return { ref, accepted: verifyCheckInOtp(SECRET, otp!, Date.now()) !== null, image };
}

describe('the member home check-in QR', () => {
  beforeEach(() => localStorage.clear());

  it('shows a QR of the code the server accepts now, with its countdown, and keeps the secret for offline', async () => {
    renderWithSession(<MemberCheckInQr userId="u-1" />, { mocks: [secretMock] });
    const { ref, accepted, image } = await shownCode();
    expect(ref).toBe('abcdefghjk');
    expect(accepted).toBe(true);
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByText(/^Cambia en \d+ s$/)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('gym_check_in_secret')!)).toMatchObject({ userId: 'u-1', secret: SECRET });
  });

  it('works with no signal from the secret kept on the phone', async () => {
    localStorage.setItem(
      'gym_check_in_secret',
      JSON.stringify({ userId: 'u-1', memberRef: 'abcdefghjk', secret: SECRET }),
    );
    renderWithSession(<MemberCheckInQr userId="u-1" />, {
      mocks: [{ request: { query: MyCheckInSecretDocument }, error: new TypeError('Failed to fetch') }],
    });
    const { accepted } = await shownCode();
    expect(accepted).toBe(true);
    expect(await screen.findByText('Sin conexión: el código sigue funcionando.')).toBeInTheDocument();
    expect(checkInCode('abcdefghjk', SECRET, Date.now())).toMatch(/^abcdefghjk\.\d{6}$/);
  });

  it("another member's kept secret is not used", async () => {
    localStorage.setItem(
      'gym_check_in_secret',
      JSON.stringify({ userId: 'u-2', memberRef: 'zzzzzzzzzz', secret: SECRET }),
    );
    renderWithSession(<MemberCheckInQr userId="u-1" />, {
      mocks: [{ request: { query: MyCheckInSecretDocument }, error: new TypeError('Failed to fetch') }],
    });
    expect(
      await screen.findByText(
        'Tu código de entrada no está disponible sin conexión todavía. Ábrelo una vez con conexión.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Código QR de entrada' })).toBeNull();
  });
});
