import { expect, request as playwrightRequest } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD } from './accounts';

/**
 * The newest code texted to a mobile number, read from the `SMS Log` outbox as the case manager
 * can (with no SMS provider configured every text waits there).
 */
export async function textedCode(baseURL: string, mobile: string, pattern = /^(\d{6}) /): Promise<string> {
  const context = await playwrightRequest.newContext({ baseURL });
  try {
    const login = await context.post('/api/method/login', { data: { usr: ACCOUNTS.admin, pwd: DEMO_PASSWORD } });
    expect(login.ok(), 'case manager login').toBeTruthy();
    let code = '';
    await expect
      .poll(async () => {
        const query = new URLSearchParams({
          filters: JSON.stringify([['to', '=', mobile]]),
          fields: JSON.stringify(['text', 'creation']),
          order_by: 'creation desc',
          limit_page_length: '1',
        });
        const reply = await context.get(`/api/resource/SMS Log?${query}`);
        const [latest] = ((await reply.json()) as { data: { text: string }[] }).data;
        code = latest ? (pattern.exec(latest.text)?.[1] ?? '') : '';
        return code;
      }, { message: `a code texted to ${mobile}`, timeout: 15_000 })
      .not.toBe('');
    return code;
  } finally {
    await context.dispose();
  }
}
