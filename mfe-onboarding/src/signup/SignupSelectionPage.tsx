import { Anchor, Button, Card, Center, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconBuildingBank, IconGavel, IconScale } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from './i18n';

/** Each card's title, text and button (catalogue ids), where it leads and its icon. */
const CHOICES = [
  {
    title: 'signup.claimant.title',
    text: 'signup.claimant.text',
    action: 'signup.action.signUp',
    to: '/claimantsignup',
    icon: IconBuildingBank,
  },
  {
    title: 'signup.lawFirm.title',
    text: 'signup.lawFirm.text',
    action: 'signup.action.signUp',
    to: '/advocatesignup',
    icon: IconScale,
  },
  {
    title: 'signup.neutral.title',
    text: 'signup.neutral.text',
    action: 'signup.action.enroll',
    to: '/arbandmedsignup',
    icon: IconGavel,
  },
];

/** SPEC §2 Sign-up selection: three cards and a way back to the login page. */
export function SignupSelectionPage() {
  const { t } = useTranslation();
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to="/login" size="sm">
          <Group gap={4}>
            <IconArrowLeft size={16} aria-hidden />
            {t('signup.back')}
          </Group>
        </Anchor>
        <div>
          <Title order={1} size="h2">
            {t('signup.title')}
          </Title>
          <Text c="dimmed">{t('signup.intro')}</Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {CHOICES.map(({ title, text, action, to, icon: Icon }) => (
            <Card key={title} withBorder radius="md" padding="lg">
              <Stack gap="sm" h="100%">
                <Center>
                  <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
                    <Icon size={30} />
                  </ThemeIcon>
                </Center>
                <Title order={2} size="h4" ta="center">
                  {t(title)}
                </Title>
                <Text size="sm" c="dimmed" ta="center" flex={1}>
                  {t(text)}
                </Text>
                <Button component={Link} to={to} fullWidth aria-label={t('signup.action.label', { action: t(action), title: t(title) })}>
                  {t(action)}
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
