import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@web-ed/ui/tokens.css';
import '@web-ed/ui/base.css';
import { App } from './app';
import './app.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
