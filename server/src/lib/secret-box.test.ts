import { expect, it } from 'vitest';
import { createSecretBox } from './secret-box';

const box = createSecretBox('an-app-secret-of-at-least-32-characters', 'profile-api-key');

it('seals a value so that only the same secret and purpose open it', () => {
  const sealed = box.seal('sk-live-1234567890');
  expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(sealed).not.toContain('1234567890');
  expect(box.open(sealed)).toBe('sk-live-1234567890');
  expect(() => createSecretBox('another-app-secret-of-32-characters!!', 'profile-api-key').open(sealed)).toThrow();
  expect(() => createSecretBox('an-app-secret-of-at-least-32-characters', 'other-purpose').open(sealed)).toThrow();
});

it('never seals the same value the same way twice', () => {
  expect(box.seal('same')).not.toBe(box.seal('same'));
});

it('refuses a tampered value', () => {
  const [version, iv, tag, ciphertext] = box.seal('sk-live-1234567890').split('.');
  // One bit of the ciphertext flipped (changing a base64 character could leave the bytes as they were).
  const bytes = Buffer.from(ciphertext!, 'base64url');
  bytes[0] = bytes[0]! ^ 1;
  expect(() => box.open([version, iv, tag, bytes.toString('base64url')].join('.'))).toThrow();
});
