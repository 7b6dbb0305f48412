import 'shared-ui/styles.css';
import { createRoot } from 'react-dom/client';
import { StandaloneApp } from 'shared-ui/federation';
import { routes } from './routes';

// Standalone development: this remote's screens without the shell (npm run dev).
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(<StandaloneApp routes={routes} title="Sign-up and profiles" />);
