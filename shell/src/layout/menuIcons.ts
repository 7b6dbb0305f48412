import {
  IconArrowsShuffle,
  IconCalendarEvent,
  IconFileCertificate,
  IconGavel,
  IconLayoutDashboard,
  IconListCheck,
  IconReceipt2,
  IconScale,
  IconSend,
  IconTruckDelivery,
  IconUserCheck,
  type Icon,
} from '@tabler/icons-react';

/** One icon per menu path; the labels themselves come from shared-api's navigation rules. */
export const MENU_ICONS: Record<string, Icon> = {
  '/dashboard': IconLayoutDashboard,
  '/mediatordashboard': IconLayoutDashboard,
  '/arbitration': IconGavel,
  '/mediations': IconScale,
  '/hearinglist': IconCalendarEvent,
  '/mediatorHearing': IconCalendarEvent,
  '/invoice': IconReceipt2,
  '/nomination&disclosure': IconFileCertificate,
  '/report': IconTruckDelivery,
  '/profileapprovals': IconUserCheck,
  '/caseconsistency': IconListCheck,
  '/service': IconSend,
  '/appointments': IconArrowsShuffle,
};
