import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { registerNavigator, type Navigator } from './navigation';

/** Lends the router's navigate function to code outside React (see ./navigation). */
export function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    const navigator: Navigator = (path, state) => void navigate(path, state === undefined ? undefined : { state });
    return registerNavigator(navigator);
  }, [navigate]);
  return null;
}
