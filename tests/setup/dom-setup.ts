import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearPanelData } from '#src/web/ui/use-panel-data.ts';

/** Component tests (`*.dom.test.tsx`, happy-dom): React's act() environment, a fresh page after each test. */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  cleanup();
  clearPanelData();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});
