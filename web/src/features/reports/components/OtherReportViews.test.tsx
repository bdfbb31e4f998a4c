import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { countValue, moneyValue } from './chart-format';
import { UserReportView } from './OtherReportViews';

const month = (key: string, label: string, count: number) => ({
  __typename: 'ReportBreakdownLine' as const,
  key,
  label,
  amount: 0,
  count,
});

describe('report charts', () => {
  it('read counts as whole numbers and money in quetzales', () => {
    expect(countValue(2)).toBe('2');
    expect(countValue(0.5)).toBe('');
    expect(countValue(1200)).toBe('1,200');
    expect(moneyValue(1234.5)).toBe('Q 1,234.50');
    expect(moneyValue(null)).toBe('');
  });

  it('shows new users by month with Spanish month names, empty months as zero and whole-number ticks', () => {
    const { container } = render(
      <div style={{ width: 600 }}>
        <UserReportView
          report={{
            totalUsers: 2,
            activeUsers: 2,
            newUsersThisMonth: 1,
            roleDistribution: [],
            userGrowth: [
              month('2025-11', 'nov 2025', 1),
              month('2025-12', 'dic 2025', 0),
              month('2026-01', 'ene 2026', 1),
            ],
          }}
        />
      </div>,
    );
    const chart = screen.getByRole('region', { name: 'Usuarios nuevos por mes' });
    for (const label of ['nov 2025', 'dic 2025', 'ene 2026']) expect(chart).toHaveTextContent(label);
    expect(chart).not.toHaveTextContent('2025-12');
    // No half users on the axis.
    const ticks = [...container.querySelectorAll('text')].map((node) => node.textContent ?? '');
    expect(ticks.some((text) => /\d\.\d/.test(text))).toBe(false);
  });
});
