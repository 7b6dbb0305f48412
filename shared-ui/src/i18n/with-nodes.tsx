import { Fragment, type ReactNode } from 'react';

const MARK = '\u0001';

/**
 * A translated sentence with elements in it (a bold number, a link): `t` fills each named
 * placeholder with a marker, and the markers are replaced by the nodes, wherever the language
 * puts them. `withNodes(t, 'otp.sentTo', { length: 6 }, { mobile: <strong>…</strong> })`
 */
export function withNodes(
  t: (id: string, values?: Record<string, unknown>) => string,
  id: string,
  values: Record<string, unknown>,
  nodes: Record<string, ReactNode>,
): ReactNode {
  const marked = Object.fromEntries(Object.keys(nodes).map((name) => [name, `${MARK}${name}${MARK}`]));
  const parts = t(id, { ...values, ...marked }).split(MARK);
  return parts.map((part, index) => <Fragment key={index}>{index % 2 === 1 && part in nodes ? nodes[part] : part}</Fragment>);
}
