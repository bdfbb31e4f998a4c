import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStagedReveal } from './useStagedReveal';

function Page({ name, seen }: { name: string; seen: number[] }) {
  const step = useStagedReveal(name, 2);
  seen.push(step);
  return <p data-testid="step">{step}</p>;
}

describe('a page revealed in steps', () => {
  it('stages its first showing only: shown again, it renders whole from its first commit', async () => {
    const first: number[] = [];
    const { unmount } = render(<Page name="catalogo" seen={first} />);
    await waitFor(() => expect(screen.getByTestId('step')).toHaveTextContent('2'));
    expect(first[0]).toBe(0);
    expect(first).toContain(1);
    unmount();

    const again: number[] = [];
    render(<Page name="catalogo" seen={again} />);
    expect(again[0]).toBe(2);
    expect(new Set(again)).toEqual(new Set([2]));
  });

  it('keeps each page to its own showing', async () => {
    const other: number[] = [];
    render(<Page name="inicio" seen={other} />);
    expect(other[0]).toBe(0);
    await waitFor(() => expect(screen.getByTestId('step')).toHaveTextContent('2'));
  });
});
