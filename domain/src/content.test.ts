import { describe, expect, it } from 'vitest';
import {
  checkContentImage,
  CONTENT_MESSAGES,
  DEFAULT_STATISTICS,
  isPromotionRunning,
  sameServiceTitle,
  statKeyFromLabel,
  STATISTIC_DEFAULTS,
} from './content';
import { validateServiceTitle, validateStatistic } from './website-fields';

describe('statKeyFromLabel', () => {
  it('lowercases, drops punctuation and joins words with underscores', () => {
    expect(statKeyFromLabel('Miembros Activos!')).toBe('miembros_activos');
    expect(statKeyFromLabel('  Años de experiencia, total. ')).toBe('anos_de_experiencia_total');
    expect(statKeyFromLabel('Satisfacción (%)')).toBe('satisfaccion');
  });

  it('derives the keys of the default counters from their labels', () => {
    for (const stat of DEFAULT_STATISTICS) expect(statKeyFromLabel(stat.label)).toBe(stat.statKey);
  });
});

describe('validateStatistic', () => {
  it('requires key, value and label', () => {
    expect(validateStatistic({})).toEqual({
      statKey: CONTENT_MESSAGES.statisticKeyRequired,
      statValue: CONTENT_MESSAGES.statisticValueRequired,
      label: CONTENT_MESSAGES.statisticLabelRequired,
    });
  });

  it('rejects a non numeric value and icons or colours outside the lists', () => {
    expect(
      validateStatistic({ statKey: 'a', label: 'A', statValue: 'mucho', iconName: 'Rocket', colorScheme: 'pink' }),
    ).toEqual({
      statValue: CONTENT_MESSAGES.statisticValueNumeric,
      iconName: CONTENT_MESSAGES.invalidIcon,
      colorScheme: CONTENT_MESSAGES.invalidColorScheme,
    });
  });

  it('accepts a complete counter', () => {
    expect(
      validateStatistic({ statKey: 'a', label: 'A', statValue: '12', iconName: 'Zap', colorScheme: 'info' }),
    ).toEqual({});
  });

  it('defaults to TrendingUp, +, primary and order 999', () => {
    expect(STATISTIC_DEFAULTS).toMatchObject({
      iconName: 'TrendingUp',
      valueSuffix: '+',
      colorScheme: 'primary',
      displayOrder: 999,
    });
  });
});

describe('services', () => {
  it('requires a title', () => {
    expect(validateServiceTitle('  ')).toBe('El título del servicio es obligatorio');
    expect(validateServiceTitle('Yoga')).toBeNull();
  });

  it('compares titles ignoring case and spaces', () => {
    expect(sameServiceTitle(' Clases Grupales', 'clases grupales ')).toBe(true);
    expect(sameServiceTitle('Yoga', 'Pilates')).toBe(false);
  });
});

describe('isPromotionRunning', () => {
  const promo = { endDate: '2025-10-18', isActive: true };

  it('runs through its last day in Guatemala time', () => {
    // 23:30 on 18/10 in Guatemala is already 19/10 in UTC.
    expect(isPromotionRunning(promo, new Date('2025-10-19T05:30:00Z'))).toBe(true);
    expect(isPromotionRunning(promo, new Date('2025-10-19T06:30:00Z'))).toBe(false);
  });

  it('never runs when switched off or with a malformed date', () => {
    expect(isPromotionRunning({ ...promo, isActive: false }, new Date('2025-01-01T12:00:00Z'))).toBe(false);
    expect(isPromotionRunning({ endDate: '18/10/2025', isActive: true }, new Date('2025-01-01T12:00:00Z'))).toBe(false);
  });
});

describe('checkContentImage', () => {
  it('accepts the four formats up to 3 MB', () => {
    expect(checkContentImage(1000, 'image/svg+xml')).toEqual({ ok: true });
    expect(checkContentImage(3 * 1024 * 1024, 'image/webp')).toEqual({ ok: true });
  });

  it('refuses missing, oversized and other files', () => {
    expect(checkContentImage(0, 'image/png')).toMatchObject({ status: 422 });
    expect(checkContentImage(3 * 1024 * 1024 + 1, 'image/png')).toMatchObject({ status: 413 });
    expect(checkContentImage(10, 'application/pdf')).toMatchObject({ status: 422 });
  });
});
