// The reference for bundle-size: the smallest React 19 app, built the way Tack's web app is.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')).render(<h1>Hello</h1>);
