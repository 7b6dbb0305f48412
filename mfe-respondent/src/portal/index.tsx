import './portal-first-load.css';
import { createRoot } from 'react-dom/client';
import { PortalRoot } from './PortalRoot';

// The standalone respondent portal: a plain app (no federation runtime), served at /respondent/.
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(<PortalRoot />);
