import { expect, type Page } from '@playwright/test';
import { DispatchTrackerPage } from './DispatchPages';

/** The four dispatch kinds of /dispatch/:id, by the tab each opens and the label its buttons use. */
export const DISPATCH_TABS = {
  consent: { doctype: 'Consent And Disclosure Dispatch', label: 'Consent & Disclosure', saved: 'Disclosure Dispatch added/updated successfully' },
  fhn: { doctype: 'FHN And MOM Dispatch', label: 'First hearing notice & minutes', saved: 'First hearing notice & minutes dispatch added/updated successfully' },
  shn: { doctype: 'SHN S17 Order And MOM Dispatch', label: 'Second hearing notice, s.17 order & minutes', saved: 'Second hearing notice, s.17 order & minutes dispatch added/updated successfully' },
  award: { doctype: 'Document Dispatch Tracker', label: 'Award', saved: 'Award dispatch added/updated successfully' },
} as const;

export type DispatchTab = keyof typeof DISPATCH_TABS;

/** A scanned postal receipt: a tiny real PDF, as a proof of delivery would be. */
export const RECEIPT_PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

export interface PostedRecipient {
  party: RegExp;
  channel: 'Speed Post' | 'Courier' | 'Registered Post AD' | 'Hand Delivery';
  tracking: string;
  /** DD-MM-YYYY */
  date: string;
  proofName?: string;
}

/** Records a new dispatch of one kind, every recipient sent by hand with a proof of delivery. */
export async function recordPostedDispatch(page: Page, kind: DispatchTab, recipients: PostedRecipient[]) {
  const tracker = new DispatchTrackerPage(page);
  await page.getByRole('button', { name: `New ${DISPATCH_TABS[kind].label} dispatch` }).click();
  for (const [index, recipient] of recipients.entries()) {
    if (index > 0) await tracker.dialog().getByRole('button', { name: 'Add recipient' }).click();
    await tracker.fillRecipient(index + 1, { party: recipient.party, channel: recipient.channel, date: recipient.date, tracking: recipient.tracking });
    await tracker
      .recipient(index + 1)
      .locator('input[type="file"]')
      .setInputFiles({ name: recipient.proofName ?? `pod-${recipient.tracking}.pdf`, mimeType: 'application/pdf', buffer: RECEIPT_PDF });
  }
  await tracker.dialog().getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: DISPATCH_TABS[kind].saved }).first()).toBeVisible();
  await expect(tracker.dialog()).toHaveCount(0);
}
