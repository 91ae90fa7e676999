import { setupListeners } from '@reduxjs/toolkit/query/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { makeStore } from '@/app/store';
import '@/app/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');

const store = makeStore();
setupListeners(store.dispatch);

createRoot(container).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);
