import { Box, Button, Container, Flex, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent, IconFileText, IconGavel, IconShieldLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Logo } from '../brand/Logo';
import * as classes from './LandingPage.module.css';

const FEATURES = [
  {
    icon: IconFileText,
    title: 'File online',
    text: 'Register one case or thousands from a spreadsheet, with every document in one place.',
  },
  {
    icon: IconCalendarEvent,
    title: 'Hearings without travel',
    text: 'Hearings by video or in person, with notices, minutes and attendance recorded.',
  },
  {
    icon: IconGavel,
    title: 'Awards and settlements',
    text: 'Arbitrators and mediators take each matter from notice to award or settlement.',
  },
  {
    icon: IconShieldLock,
    title: 'Private by design',
    text: 'Each party sees only its own case. Respondents sign in with a one-time code.',
  },
];

/** Public entry page (SPEC §1 and §2): what the service is, and the way in. */
export function LandingPage() {
  return (
    <Box className={classes.page}>
      <header className={classes.navbar}>
        <Container size="lg">
          <Group justify="space-between" h={64}>
            <Logo />
            <Button component={Link} to="/login" variant="default">
              Login
            </Button>
          </Group>
        </Container>
      </header>
      <main>
        <Container size="lg" py={{ base: 40, sm: 72 }}>
          <Stack gap="lg" maw={720}>
            <Title order={1} className={classes.title}>
              Resolve disputes fairly, quickly and entirely online
            </Title>
            <Text size="lg" c="dimmed">
              A quasi-judicial settlement process for disputes in the securities market and lending: arbitration,
              mediation and Med-Arb conducted by qualified neutrals, with every step on the record.
            </Text>
            <List size="sm" spacing={4} c="dimmed">
              <List.Item>Lenders and law firms file and follow their cases.</List.Item>
              <List.Item>Arbitrators and mediators run hearings and publish awards.</List.Item>
              <List.Item>Borrowers, co-borrowers and guarantors reach their case with a case number and an SMS code.</List.Item>
            </List>
            <Flex direction={{ base: 'column', xs: 'row' }} gap="sm">
              <Button component={Link} to="/login" size="lg">
                GET START
              </Button>
              <Button component={Link} to="/Respondentlogin" size="lg" variant="light">
                Respondent &amp; Advocate Login
              </Button>
            </Flex>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg" mt={{ base: 40, sm: 72 }}>
            {FEATURES.map(({ icon: Icon, title, text }) => (
              <Stack key={title} gap="xs">
                <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
                  <Icon size={22} />
                </ThemeIcon>
                <Text fw={600}>{title}</Text>
                <Text size="sm" c="dimmed">
                  {text}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Container>
      </main>
      <footer className={classes.footer}>
        <Container size="lg">
          <Text size="xs" c="dimmed">
            © {new Date().getFullYear()} ArbitRoute. Proceedings under the Arbitration and Conciliation Act, 1996.
          </Text>
        </Container>
      </footer>
    </Box>
  );
}
