// Temporary entry until the app shell lands (issue 5 replaces this file).
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<main>مكاتب</main>);
