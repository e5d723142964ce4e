import '@fontsource/noto-sans-devanagari/400.css';
import '@fontsource/noto-sans-devanagari/600.css';
import '@fontsource/noto-sans-devanagari/700.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { checkForNewBuild } from './app/build-check';
import { Providers } from './app/providers';
import { router } from './app/router';
import { i18nReady } from './i18n';

void checkForNewBuild();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const root = createRoot(container);
const render = () =>
  root.render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
// The first paint waits for the language's translations (one small chunk), so no page shows
// its keys before its words; a failed fetch still renders (keys are the English sentences).
void i18nReady.then(render, render);
