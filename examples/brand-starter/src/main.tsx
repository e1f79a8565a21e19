import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { createBrandI18n } from './i18n';
import { connectPlatform } from './platform';
import { createBrandStore } from './store';

const store = createBrandStore();
const i18n = await createBrandI18n();
connectPlatform(store, i18n);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App store={store} i18n={i18n} />
  </StrictMode>,
);
