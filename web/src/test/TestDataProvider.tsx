import { MockedProvider } from '@apollo/client/testing/react';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { PublicDataProvider } from '../app/public-data/PublicDataProvider';
import type { PublicClient } from '../app/public-data/public-client';
import { testPublicClient, type PublicAnswers } from './public-data';

type MockedProviderProps = ComponentProps<typeof MockedProvider>;

/**
 * Apollo's MockedProvider for the session layer plus the public content: every test tree that
 * renders the theme, a layout or the landing page needs both.
 */
export function TestDataProvider({
  publicData,
  publicClient,
  children,
  ...apollo
}: MockedProviderProps & { publicData?: PublicAnswers; publicClient?: PublicClient; children: ReactNode }) {
  // One client for the tree's lifetime: a new one per render would forget what was loaded.
  const [client] = useState(() => publicClient ?? testPublicClient(publicData));
  return (
    <PublicDataProvider client={client}>
      <MockedProvider {...apollo}>{children}</MockedProvider>
    </PublicDataProvider>
  );
}
