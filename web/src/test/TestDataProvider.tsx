import { MockedProvider } from '@apollo/client/testing/react';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { PublicDataProvider } from '../platform/public-data/PublicDataProvider';
import { EDITABLE_PUBLIC_CONTENT } from '../app/public-content';
import type { PublicClient } from '../platform/public-data/public-client';
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
    <PublicDataProvider client={client} editableContent={EDITABLE_PUBLIC_CONTENT}>
      <MockedProvider {...apollo}>{children}</MockedProvider>
    </PublicDataProvider>
  );
}
