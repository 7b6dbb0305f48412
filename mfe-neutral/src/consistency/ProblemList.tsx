import { List, Text } from '@mantine/core';
import type { CaseProblem } from '../api/consistency';

export const KIND_OF = { Claim: 'claim', Dispute: 'dispute' } as const;

/** What the check found wrong with one case: a sentence, or a list when there are several. */
export function ProblemList({ problems }: { problems: CaseProblem['problems'] }) {
  if (problems.length === 1) return <Text size="sm">{problems[0]}</Text>;
  return (
    <List size="sm" spacing={2}>
      {problems.map((problem) => (
        <List.Item key={problem}>{problem}</List.Item>
      ))}
    </List>
  );
}
