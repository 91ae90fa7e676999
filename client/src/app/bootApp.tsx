import { setupListeners } from '@reduxjs/toolkit/query/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { makeStore } from '@/app/store';
import '@/app/global.css';

/** The full app: store (with RTK Query's focus/online listeners), providers and router. */
export const bootApp = (container: HTMLElement) => {
  const store = makeStore();
  setupListeners(store.dispatch);

  createRoot(container).render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
};
