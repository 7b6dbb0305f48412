import { Anchor, Button, Card, Center, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconBuildingBank, IconGavel, IconScale } from '@tabler/icons-react';
import { Link } from 'react-router';

const CHOICES = [
  {
    title: 'Claimant',
    text: 'Banks, NBFCs and other lenders or assignees filing disputes.',
    action: 'Sign Up',
    to: '/claimantsignup',
    icon: IconBuildingBank,
  },
  {
    title: 'Law Firm',
    text: 'Advocates and law firms representing claimants.',
    action: 'Sign Up',
    to: '/advocatesignup',
    icon: IconScale,
  },
  {
    title: 'Arbitrator & Mediator',
    text: 'Neutrals who wish to be empanelled for arbitration, mediation or both.',
    action: 'Enroll',
    to: '/arbandmedsignup',
    icon: IconGavel,
  },
];

/** SPEC §2 Sign-up selection: three cards and a way back to the login page. */
export function SignupSelectionPage() {
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to="/login" size="sm">
          <Group gap={4}>
            <IconArrowLeft size={16} aria-hidden />
            Back to login
          </Group>
        </Anchor>
        <div>
          <Title order={1} size="h2">
            Sign up
          </Title>
          <Text c="dimmed">Choose how you will use the portal.</Text>
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
                  {title}
                </Title>
                <Text size="sm" c="dimmed" ta="center" flex={1}>
                  {text}
                </Text>
                <Button component={Link} to={to} fullWidth aria-label={`${action} as ${title}`}>
                  {action}
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
