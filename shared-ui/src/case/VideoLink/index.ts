export { VideoLink, safeWebUrl } from './VideoLink';
export type { VideoLinkProps } from './VideoLink';
