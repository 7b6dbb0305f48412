import type { RequestContext } from '../context';
import type { Doc, Doctype, DoctypeHooks, HookContext } from '../doctype/types';

export async function runHook(
  name: keyof DoctypeHooks,
  ctx: RequestContext,
  doctype: Doctype,
  doc: Doc,
  extra: { isNew: boolean; previous?: Doc; trusted: boolean; input?: Record<string, unknown> },
): Promise<void> {
  const hook = doctype.hooks?.[name];
  const subscribers = ctx.registry.subscribersOf(doctype, name);
  if (!hook && subscribers.length === 0) return;
  const hookCtx: HookContext = { ...ctx, doctype, ...extra };
  await hook?.(doc, hookCtx);
  for (const subscriber of subscribers) await subscriber(doc, hookCtx);
}
