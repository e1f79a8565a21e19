// Entry point of the back office: the translations, the store (the tab's staff token from
// sessionStorage) and the history-mode router under /backoffice.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { createBackofficeI18n, initialBackofficeLanguage } from './app/i18n';
import { createBackofficeStore } from './app/store';
import { BACKOFFICE_BASENAME, createBackofficeRoutes } from './routing/routes';

async function start(container: HTMLElement) {
  const language = initialBackofficeLanguage();
  const i18n = await createBackofficeI18n(language);
  const store = createBackofficeStore(i18n.language);
  const router = createBrowserRouter(createBackofficeRoutes(), { basename: BACKOFFICE_BASENAME });
  createRoot(container).render(
    <StrictMode>
      <App store={store} i18n={i18n} router={router} />
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void start(container);
