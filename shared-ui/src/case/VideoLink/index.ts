export { VideoLink } from './VideoLink';
export type { VideoLinkProps } from './VideoLink';
