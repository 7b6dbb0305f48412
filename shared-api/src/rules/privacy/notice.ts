/*
 * The privacy notice of the Digital Personal Data Protection Act 2023, s. 5 and the DPDP Rules
 * 2025, rule 3: in plain language, on its own, with what is collected, why, the rights (ss. 11-13)
 * and how to use them and complain to the Data Protection Board. English and Hindi (s. 5(3): in
 * English or a language of the Eighth Schedule). A consent is recorded with the version it was
 * given to (s. 6); a new text needs a new version, and is asked for again.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-1';

export interface PrivacyNoticeText {
  title: string;
  /** Paragraphs, in order. */
  paragraphs: readonly string[];
  agree: string;
}

export const PRIVACY_NOTICE: Readonly<Record<'en' | 'hi', PrivacyNoticeText>> = {
  en: {
    title: 'How we use your personal data',
    paragraphs: [
      'ArbitRoute is run by the arbitration institution that administers your case. We collect your name, contact details (e-mail, mobile, address), identity numbers you give us (PAN; Aadhaar is stored encrypted), the details of the loan or dispute, and the documents, statements and messages filed in the case.',
      'We use them only to run the arbitration or mediation: to tell you about the case, to hold hearings, to record and send orders and the award, and to prove to a court how the case was conducted.',
      'The case record and the award are kept as the law requires (an award can be enforced for twelve years). Drafts, codes sent to your mobile and documents that were never used are deleted after set periods.',
      'You may ask for a copy of your data, for a correction, or for erasure of what the law does not require us to keep, from your account or the respondent portal. We answer within 90 days. You may also complain to our grievance officer, and then to the Data Protection Board of India.',
    ],
    agree: 'I have read this notice and agree to my data being used for this case',
  },
  hi: {
    title: 'हम आपके व्यक्तिगत डेटा का उपयोग कैसे करते हैं',
    paragraphs: [
      'ArbitRoute उस मध्यस्थता संस्था द्वारा चलाया जाता है जो आपका मामला संचालित करती है। हम आपका नाम, संपर्क विवरण (ई-मेल, मोबाइल, पता), आपके द्वारा दिए गए पहचान नंबर (PAN; आधार एन्क्रिप्ट करके रखा जाता है), ऋण या विवाद का विवरण, और मामले में दायर दस्तावेज़, बयान और संदेश एकत्र करते हैं।',
      'हम इनका उपयोग केवल मध्यस्थता या सुलह चलाने के लिए करते हैं: आपको मामले की जानकारी देने, सुनवाई करने, आदेश और अवार्ड दर्ज करने और भेजने, और अदालत को यह दिखाने के लिए कि मामला कैसे चलाया गया।',
      'मामले का रिकॉर्ड और अवार्ड कानून के अनुसार रखे जाते हैं (अवार्ड बारह वर्षों तक लागू कराया जा सकता है)। ड्राफ़्ट, आपके मोबाइल पर भेजे गए कोड और जो दस्तावेज़ कभी उपयोग नहीं हुए, वे तय अवधि के बाद हटा दिए जाते हैं।',
      'आप अपने खाते या प्रतिवादी पोर्टल से अपने डेटा की प्रति, सुधार, या उस डेटा को मिटाने का अनुरोध कर सकते हैं जिसे रखना कानूनन ज़रूरी नहीं है। हम 90 दिनों के भीतर उत्तर देते हैं। आप हमारे शिकायत अधिकारी से, और फिर भारतीय डेटा संरक्षण बोर्ड से शिकायत कर सकते हैं।',
    ],
    agree: 'मैंने यह सूचना पढ़ ली है और इस मामले के लिए अपने डेटा के उपयोग से सहमत हूँ',
  },
};
