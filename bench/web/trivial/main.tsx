/** The baseline of bench:web: the least a Vite + React page can be (one paragraph). */
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <main>
    <p>A trivial Vite and React page, built and served like the app, as the baseline of LCP.</p>
  </main>,
);
