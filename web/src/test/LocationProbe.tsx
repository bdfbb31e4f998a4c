import { useLocation } from 'react-router';

/** Shows where the router ended up and the origin kept in its state. */
export function LocationProbe() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname?: string } } | null)?.from?.pathname;
  return (
    <div>
      <p data-testid="pathname">{location.pathname}</p>
      <p data-testid="search">{location.search}</p>
      <p data-testid="hash">{location.hash}</p>
      <p data-testid="from">{from ?? ''}</p>
    </div>
  );
}
