import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { chromiumRenderer, Pool, type PdfRenderer } from './renderer';

describe('the Chromium PDF renderer', () => {
  let renderer: PdfRenderer;
  const hits: string[] = [];
  const server = createServer((request, response) => {
    hits.push(request.url ?? '');
    response.end('x');
  });
  let origin: string;

  before(async () => {
    renderer = chromiumRenderer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(async () => {
    await renderer.close();
    server.close();
  });

  it('loads nothing from the network or the file system, only inline images', async () => {
    const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const html = `<!doctype html><html><head><link rel="stylesheet" href="${origin}/style.css"><style>@import url("${origin}/import.css"); body { background: url("${origin}/bg.png"); }</style></head>
      <body><p>Text</p><img src="${origin}/pixel.gif"><img src="file:///etc/passwd"><img src="${png}"><iframe src="${origin}/frame"></iframe>
      <script src="${origin}/script.js"></script><object data="${origin}/object"></object></body></html>`;
    const pdf = await renderer.render(html, { footerTemplate: `<img src="${origin}/footer.gif">` });
    assert.equal(pdf.subarray(0, 4).toString(), '%PDF');
    assert.deepEqual(hits, [], 'no request reached the network');
  });

  it('prints at most two documents at once', async () => {
    const pool = new Pool(2);
    let running = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 6 }, () =>
        pool.run(async () => {
          running += 1;
          most = Math.max(most, running);
          await new Promise((resolve) => setTimeout(resolve, 20));
          running -= 1;
        }),
      ),
    );
    assert.equal(most, 2);
    assert.equal(pool.peak, 2);
  });
});
