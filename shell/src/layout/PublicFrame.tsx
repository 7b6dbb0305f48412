import { Anchor, Box, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../brand/Logo';
import * as classes from './PublicFrame.module.css';

/** The thin chrome of public pages drawn by remotes (sign-up, respondent login): a way home. */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <Box className={classes.page}>
      <header className={classes.header}>
        <Container size="lg">
          <Group h={56}>
            <Anchor component={Link} to="/landingpage" underline="never" c="inherit">
              <Logo compact />
            </Anchor>
          </Group>
        </Container>
      </header>
      <main>{children}</main>
    </Box>
  );
}
