import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { preloadRoute } from '@/app/routes';
import { setupApp } from '@/app/setup';
import './index.css';

setupApp();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

/**
 * The first render waits briefly for the opened page's chunk: the page then appears with the
 * shell, rather than after a skeleton that React keeps up for at least 300 ms once shown.
 */
const INITIAL_PAGE_WAIT_MS = 300;

const render = () =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
const waited = new Promise((resolve) => setTimeout(resolve, INITIAL_PAGE_WAIT_MS));
void Promise.race([preloadRoute(window.location.pathname), waited]).finally(render);
