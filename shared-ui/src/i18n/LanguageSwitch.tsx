import { Button, Group } from '@mantine/core';
import { LANGUAGES, setLanguage } from './language';
import { useTranslation } from './useTranslation';

/**
 * English / हिन्दी: each language named in itself (and marked with its `lang`, so a screen reader
 * says it right), the chosen one pressed. The choice is remembered in this browser.
 */
export function LanguageSwitch({ size = 'xs', short = false }: { size?: 'xs' | 'compact-sm' | 'sm'; short?: boolean }) {
  const { language } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap" role="group" aria-label="Language / भाषा" data-testid="language-switch">
      {LANGUAGES.map(({ code, label, short: abbreviation }) => (
        <Button
          key={code}
          size={size}
          variant={code === language ? 'filled' : 'subtle'}
          lang={code}
          aria-pressed={code === language}
          title={short ? label : undefined}
          onClick={() => void setLanguage(code)}
        >
          {short ? abbreviation : label}
        </Button>
      ))}
    </Group>
  );
}
