// Hostile request targets against the real server over a socket: whatever the bytes, the
// server answers without a 5xx (or hangs up on a request line HTTP itself forbids), never
// redirects off the site, and GET / still answers 200 right after.
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rawRequest } from './rawRequest';
import { startTestSite } from './testSite';

let site: Awaited<ReturnType<typeof startTestSite>>;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

const hex = fc
  .integer({ min: 0, max: 255 })
  .map((byte) => `%${byte.toString(16).padStart(2, '0')}`);
const pieces = fc.oneof(
  fc.constantFrom('/', '//', '\\', '.', '..', '%', '%2', '%zz', '?', '#', '.html', '404', 'blog'),
  fc.constantFrom('%00', '%0d%0a', '%2e%2e', '%2f', '%5c', '%c0%ae', '%e0%80%af', '%f0%9f%98%80'),
  hex,
  fc.string({ unit: 'grapheme', maxLength: 4 }).map((text) => Buffer.from(text).toString('latin1')),
  fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
);
const structured = fc
  .array(pieces, { maxLength: 40 })
  .map((parts) => Buffer.from(`/${parts.join('')}`, 'latin1'));
const anyBytes = fc.uint8Array({ minLength: 1, maxLength: 200 }).map((bytes) => Buffer.from(bytes));
const deep = fc
  .tuple(fc.integer({ min: 100, max: 4000 }), fc.constantFrom('a/', '%2f', './', '../', '/'))
  .map(([count, segment]) => Buffer.from(`/${segment.repeat(count)}x`));
const long = fc
  .integer({ min: 1000, max: 15000 })
  .map((size) => Buffer.from(`/${'b'.repeat(size)}`));

it('survives 10,000 hostile request targets, answering GET / after each', async () => {
  await fc.assert(
    fc.asyncProperty(fc.oneof(structured, structured, anyBytes, deep, long), async (target) => {
      const answer = await rawRequest(site.port, target);
      expect(answer.outcome).not.toBe('timeout');
      if (answer.status) expect(answer.status).toBeLessThan(500);
      const location = answer.headers.location;
      if (location) {
        expect(location).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
        expect(new URL(location, 'https://sitio.example').host).toBe('sitio.example');
      }
      expect((await fetch(`${site.url}/`)).status).toBe(200);
    }),
    { numRuns: 10_000 },
  );
}, 300_000);
