import type { NoticeTextLanguage } from './notice-language';

/** What is served. Each kind has its own escalation ladder (Service Escalation Rule). */
export const NOTICE_KINDS = ['Notice of Arbitration', 'Hearing Notice', 'Award'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

const HINDI: Record<NoticeKind, string> = {
  'Notice of Arbitration': 'माध्यस्थम् (आर्बिट्रेशन) की सूचना',
  'Hearing Notice': 'सुनवाई की सूचना',
  Award: 'फ़ैसला (अवॉर्ड)',
};

export function isNoticeKind(value: unknown): value is NoticeKind {
  return typeof value === 'string' && (NOTICE_KINDS as readonly string[]).includes(value);
}

/** The respondent portal's page for a case: they sign in there with the case number and a code. */
export function portalLink(base: string, caseName: string): string {
  return `${base.replace(/\/+$/, '')}/#/Respondentlogin/${encodeURIComponent(caseName)}`;
}

/** Subject and text of a notice, in Hindi or English (the case number and link stay as they are). */
export function noticeText(kind: string, caseName: string, partyName: string, link: string, language: NoticeTextLanguage): { subject: string; text: string } {
  if (language === 'hi') {
    const label = isNoticeKind(kind) ? HINDI[kind] : kind;
    return {
      subject: `${label}: केस ${caseName}`,
      text: `प्रिय ${partyName || 'महोदय/महोदया'}, केस ${caseName} में यह दस्तावेज़ आप पर तामील किया (आपको भेजा) गया है: ${label}। इसे ${link} पर पढ़ें और डाउनलोड करें (केस नंबर और अपने पंजीकृत मोबाइल पर आए OTP से लॉग इन करें)। यह संदेश तामील का रिकॉर्ड है।`,
    };
  }
  return {
    subject: `${kind}: case ${caseName}`,
    text: `Dear ${partyName || 'Sir/Madam'}, the ${kind} in case ${caseName} is served on you. Read and download it at ${link} (sign in with the case number and a one-time code sent to your registered mobile). Please keep this message: it is a record of service.`,
  };
}
