import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openHours, VisitsByTimeView } from './VisitsByTimeView';

const WEEKDAYS = [
  ['monday', 'Lunes'],
  ['tuesday', 'Martes'],
  ['wednesday', 'Miércoles'],
  ['thursday', 'Jueves'],
  ['friday', 'Viernes'],
  ['saturday', 'Sábado'],
  ['sunday', 'Domingo'],
] as const;

/** One period's attendance: 1 visit at 06:00, 4 at 18:00, 2 at 20:00; Tuesday 1, Saturday 6. */
const data = {
  __typename: 'VisitsByTime' as const,
  startDate: '2025-03-03',
  endDate: '2025-03-09',
  byHour: Array.from({ length: 24 }, (_, hour) => ({
    __typename: 'VisitsAtHour' as const,
    hour,
    visits: ({ 6: 1, 18: 4, 20: 2 } as Record<number, number>)[hour] ?? 0,
  })),
  byWeekday: WEEKDAYS.map(([weekday, label]) => ({
    __typename: 'VisitsOnWeekday' as const,
    weekday,
    label,
    visits: weekday === 'tuesday' ? 1 : weekday === 'saturday' ? 6 : 0,
  })),
  // Tuesday 06:00 1; Saturday 18:00 4 and 20:00 2.
  byWeekdayHour: [
    { __typename: 'VisitsAtWeekdayHour' as const, weekday: 'tuesday', hour: 6, visits: 1 },
    { __typename: 'VisitsAtWeekdayHour' as const, weekday: 'saturday', hour: 18, visits: 4 },
    { __typename: 'VisitsAtWeekdayHour' as const, weekday: 'saturday', hour: 20, visits: 2 },
  ],
};

describe('VisitsByTimeView', () => {
  it('shows the total, the busiest hour and weekday, and a bar per open hour and per weekday', () => {
    render(
      <div style={{ width: 900 }}>
        <VisitsByTimeView data={data} />
      </div>,
    );
    expect(screen.getByRole('group', { name: 'Visitas en el periodo' })).toHaveTextContent('7');
    expect(screen.getByRole('group', { name: 'Hora con más visitas' })).toHaveTextContent('18:00');
    expect(screen.getByRole('group', { name: 'Hora con más visitas' })).toHaveTextContent('4 visitas');
    expect(screen.getByRole('group', { name: 'Día con más visitas' })).toHaveTextContent('Sábado');
    expect(screen.getByRole('group', { name: 'Día con más visitas' })).toHaveTextContent('6 visitas');

    const byHour = screen.getByRole('region', { name: 'Visitas por hora' });
    // From the first to the last hour anyone came: 06:00 to 20:00, not the night.
    expect(openHours(data.byHour).map((h) => h.hour)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(byHour).toHaveTextContent('06:00');
    expect(byHour).toHaveTextContent('18:00');
    expect(byHour).not.toHaveTextContent('05:00');
    // Each bar with people carries its count; empty hours carry none.
    const barLabels = [...byHour.querySelectorAll('text')]
      .map((n) => n.textContent)
      .filter((t) => /^\d+$/.test(t ?? ''));
    expect(barLabels.slice(0, 3)).toEqual(['1', '4', '2']);
    const byDay = screen.getByRole('region', { name: 'Visitas por día de la semana' });
    for (const day of ['Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb', 'Dom']) expect(byDay).toHaveTextContent(day);
    // No fractional visits on an axis.
    const texts = [...byDay.querySelectorAll('text'), ...byHour.querySelectorAll('text')].map(
      (n) => n.textContent ?? '',
    );
    expect(texts.some((text) => /\d\.\d/.test(text))).toBe(false);
    expect(within(byHour).queryByText('NaN')).toBeNull();

    // The heat map: a row per weekday, a column per open hour, each count in its cell.
    const heatmap = screen.getByRole('table', { name: 'Visitas por día y hora' });
    const rows = within(heatmap).getAllByRole('row');
    expect(rows).toHaveLength(8);
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['', ...['06', '07', '08', '09', '10', '11', '12', '13', '14', '15', '16', '17', '18', '19', '20']]);
    const saturday = rows.find((row) => within(row).queryByRole('rowheader', { name: 'Sáb' }))!;
    expect(within(saturday).getByTitle('Sábado 18:00: 4 visitas')).toHaveTextContent('4');
    expect(within(saturday).getByTitle('Sábado 20:00: 2 visitas')).toHaveTextContent('2');
    expect(within(saturday).getByTitle('Sábado 19:00: 0 visitas')).toHaveTextContent('');
    const tuesday = rows.find((row) => within(row).queryByRole('rowheader', { name: 'Mar' }))!;
    expect(within(tuesday).getByTitle('Martes 06:00: 1 visita')).toHaveTextContent('1');
  });

  it('says so when nobody came in the period', () => {
    const empty = {
      ...data,
      byHour: data.byHour.map((h) => ({ ...h, visits: 0 })),
      byWeekday: data.byWeekday.map((d) => ({ ...d, visits: 0 })),
      byWeekdayHour: [],
    };
    render(<VisitsByTimeView data={empty} />);
    expect(screen.getByText('Sin visitas en el periodo')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Visitas por hora' })).toBeNull();
    expect(openHours(empty.byHour)).toEqual([]);
  });
});
