import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it.each([
    [0, '0 KB'],
    [-5, '0 KB'],
    [Number.NaN, '0 KB'],
    [512, '0.5 KB'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [200 * 1024, '200 KB'],
    [1024 * 1024 - 1, '1 MB'],
    [1024 * 1024, '1 MB'],
    [2.25 * 1024 * 1024, '2.3 MB'],
    [25 * 1024 * 1024, '25 MB'],
    [3 * 1024 * 1024 * 1024, '3 GB'],
  ])('shows %d bytes as %s', (bytes, expected) => {
    expect(formatBytes(bytes)).toBe(expected);
  });
});
