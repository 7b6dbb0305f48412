import { Box, Button, Container, Flex, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent, IconFileText, IconGavel, IconShieldLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Logo } from '../brand/Logo';
import { useTranslation } from './i18n';
import * as classes from './LandingPage.module.css';

/** Each feature's icon and its title's and text's catalogue ids. */
const FEATURES = [
  {
    icon: IconFileText,
    title: 'landing.feature.fileTitle',
    text: 'landing.feature.fileText',
  },
  {
    icon: IconCalendarEvent,
    title: 'landing.feature.hearingsTitle',
    text: 'landing.feature.hearingsText',
  },
  {
    icon: IconGavel,
    title: 'landing.feature.awardsTitle',
    text: 'landing.feature.awardsText',
  },
  {
    icon: IconShieldLock,
    title: 'landing.feature.privateTitle',
    text: 'landing.feature.privateText',
  },
];

/** Public entry page (SPEC §1 and §2): what the service is, and the way in. */
export function LandingPage() {
  const { t } = useTranslation();
  return (
    <Box className={classes.page}>
      <header className={classes.navbar}>
        <Container size="lg">
          <Group justify="space-between" h={64}>
            <Logo />
            <Button component={Link} to="/login" variant="default">
              {t('landing.login')}
            </Button>
          </Group>
        </Container>
      </header>
      <main>
        <Container size="lg" py={{ base: 40, sm: 72 }}>
          <Stack gap="lg" maw={720}>
            <Title order={1} className={classes.title}>
              {t('landing.title')}
            </Title>
            <Text size="lg" c="dimmed">
              {t('landing.intro')}
            </Text>
            <List size="sm" spacing={4} c="dimmed">
              <List.Item>{t('landing.who.lenders')}</List.Item>
              <List.Item>{t('landing.who.neutrals')}</List.Item>
              <List.Item>{t('landing.who.borrowers')}</List.Item>
            </List>
            <Flex direction={{ base: 'column', xs: 'row' }} gap="sm">
              <Button component={Link} to="/login" size="lg">
                {t('landing.start')}
              </Button>
              <Button component={Link} to="/Respondentlogin" size="lg" variant="light">
                {t('landing.respondent')}
              </Button>
            </Flex>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg" mt={{ base: 40, sm: 72 }}>
            {FEATURES.map(({ icon: Icon, title, text }) => (
              <Stack key={title} gap="xs">
                <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
                  <Icon size={22} />
                </ThemeIcon>
                <Text fw={600}>{t(title)}</Text>
                <Text size="sm" c="dimmed">
                  {t(text)}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Container>
      </main>
      <footer className={classes.footer}>
        <Container size="lg">
          <Text size="xs" c="dimmed">
            {t('landing.footer', { year: new Date().getFullYear() })}
          </Text>
        </Container>
      </footer>
    </Box>
  );
}
