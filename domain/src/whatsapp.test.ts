import { describe, expect, it } from 'vitest';
import { firstNameOf, internationalPhone, waMeLink, WHATSAPP_TEXTS } from './whatsapp';

describe('internationalPhone', () => {
  it('reads what staff type for a Guatemalan phone as 502 and its 8 digits', () => {
    for (const typed of [
      '4455 6677',
      '44556677',
      '4455-6677',
      '+502 4455-6677',
      '+50244556677',
      '(502) 44556677',
      '502 4455 6677',
      '0050244556677',
      '00 502 4455.6677',
      '  4455 6677  ',
    ]) {
      expect(internationalPhone(typed), typed).toBe('50244556677');
    }
  });

  it('keeps a local number that happens to start with 502', () => {
    expect(internationalPhone('5021 2345')).toBe('50250212345');
  });

  it('refuses what cannot be a phone', () => {
    for (const typed of [
      null,
      undefined,
      '',
      '   ',
      '4455 667',
      '4455 66778',
      '+502 4455 667',
      '+502 4455 66778',
      '502 4455 667',
      'abc',
      '4455 66a7',
      'tel. 44556677',
      '502+44556677',
      '+1 555',
      '+1234567890123456',
    ]) {
      expect(internationalPhone(typed), String(typed)).toBeNull();
    }
  });

  it('takes another country written with + or 00 and checks the E.164 length', () => {
    expect(internationalPhone('+1 (202) 555-0123')).toBe('12025550123');
    expect(internationalPhone('0034 612 345 678')).toBe('34612345678');
    expect(internationalPhone('+503 7012 3456')).toBe('50370123456');
    expect(internationalPhone('+503 7012 345')).toBeNull();
  });

  it('puts another default country code in front of a local number', () => {
    expect(internationalPhone('7012 3456', '503')).toBe('50370123456');
    expect(internationalPhone('202 555 0123', '1')).toBe('12025550123');
    expect(internationalPhone('+502 4455 6677', '503')).toBe('50244556677');
  });
});

describe('waMeLink', () => {
  it('links to the chat with the text encoded', () => {
    expect(waMeLink('4455 6677', 'Hola Ana, ¿cómo estás? 50% & más')).toBe(
      'https://wa.me/50244556677?text=Hola%20Ana%2C%20%C2%BFc%C3%B3mo%20est%C3%A1s%3F%2050%25%20%26%20m%C3%A1s',
    );
  });

  it('leaves the text out when there is none, and gives no link without a usable phone', () => {
    expect(waMeLink('+502 4455-6677', '')).toBe('https://wa.me/50244556677');
    expect(waMeLink('123', 'Hola')).toBeNull();
    expect(waMeLink(null, 'Hola')).toBeNull();
  });
});

describe('WHATSAPP_TEXTS', () => {
  it('writes the membership reminder with the end day as dd/MM/yyyy and the configured gym', () => {
    expect(WHATSAPP_TEXTS.membershipEnding('Lucía', 'Trimestral', '2026-11-26', 'Club Norte')).toBe(
      'Hola Lucía, te escribimos de Club Norte. Tu membresía Trimestral vence el 26/11/2026. ¿Te ayudamos a renovarla?',
    );
    // An instant is read in Guatemala: 03:00 UTC on the 27th is still the 26th there.
    expect(
      WHATSAPP_TEXTS.membershipEnding('Lucía', 'Mensual', new Date('2026-11-27T03:00:00Z'), 'Club Norte'),
    ).toContain('vence el 26/11/2026');
  });

  it('writes the order update and the plain greeting, without a name when there is none', () => {
    expect(WHATSAPP_TEXTS.orderUpdate('Ana', 'ORD-0042', 'Listo para recoger', 'Club Norte')).toBe(
      'Hola Ana, te escribimos de Club Norte sobre tu pedido ORD-0042. Su estado ahora es: Listo para recoger.',
    );
    expect(WHATSAPP_TEXTS.generic('Ana', 'Club Norte')).toBe('Hola Ana, te escribimos de Club Norte.');
    expect(WHATSAPP_TEXTS.generic('  ', 'Club Norte')).toBe('Hola, te escribimos de Club Norte.');
  });
});

describe('firstNameOf', () => {
  it('takes the first word of a full name', () => {
    expect(firstNameOf('  Lucía  Gómez ')).toBe('Lucía');
    expect(firstNameOf('Ana')).toBe('Ana');
    expect(firstNameOf('')).toBe('');
    expect(firstNameOf(null)).toBe('');
  });
});
