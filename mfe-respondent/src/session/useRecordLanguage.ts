import { useEffect, useRef } from 'react';
import { useTranslation } from 'shared-ui';
import { recordLanguage } from '../login/respondent-access';

/**
 * While the case is open, a change of language is recorded on the respondent's row (the login
 * recorded the one they came with), so later SMS and e-mails to them go in it. A failure is left
 * alone: the screen has already switched, and the next login records the choice again.
 */
export function useRecordLanguage(): void {
  const { language } = useTranslation();
  const recorded = useRef(language);
  useEffect(() => {
    if (language === recorded.current) return;
    recorded.current = language;
    recordLanguage(language).catch(() => undefined);
  }, [language]);
}
