import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TYPED_DATE } from '@gym/domain';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateField, onlyWholeDays } from './DateField';

function Harness({ initial = '', report }: { initial?: string; report: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        id="day"
        label="Fecha"
        value={value}
        onChange={(next) => {
          setValue(next);
          report(next);
        }}
      />
      <button type="button" onClick={() => setValue('2026-01-31')}>
        Preset
      </button>
      <button type="button" onClick={() => setValue('')}>
        Limpiar
      </button>
    </>
  );
}

const field = () => screen.getByLabelText('Fecha') as HTMLInputElement;

describe('DateField', () => {
  it('shows the day it is given as dd/mm/aaaa', () => {
    render(<Harness initial="2026-11-01" report={vi.fn()} />);
    expect(field()).toHaveValue('01/11/2026');
    expect(field()).toHaveAttribute('placeholder', TYPED_DATE.placeholder);
  });

  it('takes digits only, puts the slashes in and reports the day once it is whole', async () => {
    const report = vi.fn();
    render(<Harness report={report} />);
    await userEvent.type(field(), '0111202');
    expect(field()).toHaveValue('01/11/202');
    expect(report).toHaveBeenLastCalledWith('01/11/202');
    await userEvent.type(field(), '6');
    expect(field()).toHaveValue('01/11/2026');
    expect(report).toHaveBeenLastCalledWith('2026-11-01');
  });

  it('refuses a day that does not exist when the user leaves the field', async () => {
    const report = vi.fn();
    render(<Harness report={report} />);
    await userEvent.type(field(), '31042026');
    expect(report).toHaveBeenLastCalledWith('31/04/2026');
    expect(screen.queryByText(TYPED_DATE.invalid)).not.toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByText(TYPED_DATE.invalid)).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
  });

  it('writes a one-digit day out in full when the user leaves', async () => {
    const report = vi.fn();
    render(<Harness report={report} />);
    await userEvent.type(field(), '1/3/2026');
    expect(report).toHaveBeenLastCalledWith('2026-03-01');
    await userEvent.tab();
    expect(field()).toHaveValue('01/03/2026');
  });

  it('reads a pasted yyyy-mm-dd', () => {
    const report = vi.fn();
    render(<Harness report={report} />);
    fireEvent.change(field(), { target: { value: '2026-02-28' } });
    expect(field()).toHaveValue('28/02/2026');
    expect(report).toHaveBeenLastCalledWith('2026-02-28');
  });

  it('follows a value set from outside, and an emptied one', async () => {
    render(<Harness initial="2026-11-01" report={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Preset' }));
    expect(field()).toHaveValue('31/01/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect(field()).toHaveValue('');
  });

  it('leaves its calendar button out of the tab order', async () => {
    render(<Harness report={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Elegir en el calendario' })).toHaveAttribute('tabindex', '-1');
    field().focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Preset' })).toHaveFocus();
  });
});

describe('onlyWholeDays', () => {
  it('passes on a whole day or an emptied field, never a half-typed one', () => {
    const filter = vi.fn();
    const take = onlyWholeDays(filter);
    take('01/11/20');
    take('31/04/2026');
    expect(filter).not.toHaveBeenCalled();
    take('2026-11-01');
    take('');
    expect(filter.mock.calls).toEqual([['2026-11-01'], ['']]);
  });
});
