import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A staff screen's first render (a DataGrid, its mocks) can take over the default 1 s to appear
// when the 2 cores also run a build or another suite; findBy* and waitFor wait up to 5 s instead.
configure({ asyncUtilTimeout: 5_000 });

// Testing Library only auto-cleans when test globals are on; this suite imports from vitest.
afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom has no matchMedia; MUI's useMediaQuery and the theme's 'auto' mode need it.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
