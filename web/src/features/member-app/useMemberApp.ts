import { useEffect } from 'react';
import { startMemberApp } from './register';

/** The member home makes the app installable and offline-ready (after the page is up, never on the storefront). */
export function useMemberApp(): void {
  useEffect(() => {
    startMemberApp();
  }, []);
}
