import { Anchor, Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../brand/Logo';
import * as classes from './AuthFrame.module.css';

interface AuthFrameProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The centred card that login, password and session pages share. */
export function AuthFrame({ title, subtitle, children }: AuthFrameProps) {
  return (
    <Box className={classes.page}>
      <Center className={classes.center}>
        <Stack w="100%" maw={440} gap="lg">
          <Anchor component={Link} to="/landingpage" underline="never" c="inherit">
            <Logo />
          </Anchor>
          <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }}>
            <Stack gap="md">
              <div>
                <Title order={1} size="h2">
                  {title}
                </Title>
                {subtitle && (
                  <Text c="dimmed" size="sm" mt={4}>
                    {subtitle}
                  </Text>
                )}
              </div>
              {children}
            </Stack>
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
