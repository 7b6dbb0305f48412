// Plain stylesheets loaded for their effect (the portal's Mantine styles), e.g. import('./portal-full.css').
declare module '*.css';
