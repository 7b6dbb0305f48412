import type { ComponentPropsWithoutRef } from 'react';
import * as classes from './CardList.module.css';

/**
 * A list shown as a column of cards (a table's rows on a phone): a plain <ul> without bullets or
 * indent, its items a small gap apart, so screen readers still announce a list and its length.
 * Each <li> holds its own card.
 */
export function CardList({ className, ...props }: ComponentPropsWithoutRef<'ul'>) {
  return <ul {...props} className={className ? `${classes.list} ${className}` : classes.list} />;
}
