import 'shared-ui/styles.css';
import { createRoot } from 'react-dom/client';
import { App } from './App';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(<App />);
