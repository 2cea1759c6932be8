import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { SessionKeys } from '../config/session-keys';

type Key = { id: string; key: Buffer };

/**
 * A secret's AES-256 key (HKDF-SHA-256) and its public id: the id names the key in every sealed
 * record, so a record sealed before a rotation is opened with the old key it names.
 */
const derive = (secret: string): Key => ({
  id: createHash('sha256')
    .update(`kakehashi session key id\0${secret}`)
    .digest('base64url')
    .slice(0, 8),
  key: Buffer.from(hkdfSync('sha256', secret, 'kakehashi', 'session record', 32)),
});

const ivBytes = 12;
const tagBytes = 16;

/**
 * Session records at rest (docs/security.md#session-records): AES-256-GCM, a fresh 96-bit IV per
 * write, sealed as `v1.<key id>.<iv|ciphertext|tag base64url>`. The store key is bound in as
 * additional data, so a record copied under another session's key does not open. A record that
 * does not open (tampered, or sealed with a key no longer configured) reads as no session.
 */
export const createRecordCipher = (keys: SessionKeys) => {
  const current = derive(keys.current);
  const known = new Map([current, ...keys.old.map(derive)].map((key) => [key.id, key]));
  return {
    seal(plain: string, boundTo: string): string {
      const iv = randomBytes(ivBytes);
      const cipher = createCipheriv('aes-256-gcm', current.key, iv);
      cipher.setAAD(Buffer.from(boundTo));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const sealed = Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
      return `v1.${current.id}.${sealed}`;
    },
    open(sealed: string, boundTo: string): string | null {
      const [version, id, data] = sealed.split('.');
      const key = version === 'v1' && id ? known.get(id) : undefined;
      if (!key || !data) return null;
      const bytes = Buffer.from(data, 'base64url');
      if (bytes.length < ivBytes + tagBytes) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key.key, bytes.subarray(0, ivBytes));
        decipher.setAAD(Buffer.from(boundTo));
        decipher.setAuthTag(bytes.subarray(bytes.length - tagBytes));
        const body = bytes.subarray(ivBytes, bytes.length - tagBytes);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
};
export type RecordCipher = ReturnType<typeof createRecordCipher>;
