import { PortalApp } from 'shared-ui/federation';
import { shellRoutes } from './routes/shellRoutes';

export function App() {
  return <PortalApp routes={shellRoutes} />;
}
