import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';

/** SPEC §9: toasts close after 3 s … */
export const TOAST_MS = 3000;
/** … and after 2 s in the registration flows. */
export const REGISTRATION_TOAST_MS = 2000;

export interface NotifyOptions {
  /** Milliseconds before the toast closes, or false to keep it; default TOAST_MS. */
  autoClose?: number | false;
  title?: ReactNode;
  id?: string;
}

type Tone = 'success' | 'error' | 'info';

const COLOR: Record<Tone, string> = { success: 'teal', error: 'red', info: 'navy' };

function show(tone: Tone, message: ReactNode, options: NotifyOptions = {}): string {
  return notifications.show({
    id: options.id,
    title: options.title,
    message,
    color: COLOR[tone],
    autoClose: options.autoClose ?? TOAST_MS,
    withCloseButton: true,
    // Errors interrupt a screen reader; other toasts wait their turn.
    role: tone === 'error' ? 'alert' : 'status',
  });
}

/** Toasts with the spec's durations: `notify.success('Claim added successfully')`. */
export const notify = {
  success: (message: ReactNode, options?: NotifyOptions) => show('success', message, options),
  error: (message: ReactNode, options?: NotifyOptions) => show('error', message, options),
  info: (message: ReactNode, options?: NotifyOptions) => show('info', message, options),
  hide: (id: string) => notifications.hide(id),
  clean: () => notifications.clean(),
};
