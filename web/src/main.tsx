import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { createI18n } from '@/shared/i18n/i18n';
import '@/app/styles/base.css';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App i18n={createI18n('en')} />
    </StrictMode>,
  );
}
