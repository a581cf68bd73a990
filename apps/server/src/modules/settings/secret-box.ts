import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const KEY_FILE = 'settings-secret.key';
const VERSION = 'v1';

/** Seals secrets (the AI provider key) before they reach the database; see docs/decisions.md. */
export interface SecretBox {
  seal(plain: string): string;
  /** null when the text was sealed with another secret (the key file was replaced) or is damaged. */
  open(sealed: string): string | null;
}

/**
 * AES-256-GCM with a random 256-bit key kept in DATA_DIR/settings-secret.key (mode 0600), made on
 * first use. A copy of the database alone (a backup of nova.sqlite, a shared log of queries) does
 * not reveal stored keys.
 */
export function createSecretBox(dataDir: string): SecretBox {
  let key: Buffer | null = null;
  const secret = (): Buffer => {
    if (key) return key;
    const file = path.join(dataDir, KEY_FILE);
    try {
      key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      fs.mkdirSync(dataDir, { recursive: true });
      const fresh = randomBytes(32);
      try {
        // wx: two servers starting at once on one data dir must not overwrite each other's key.
        fs.writeFileSync(file, fresh.toString('base64'), { mode: 0o600, flag: 'wx' });
        key = fresh;
      } catch (writeError) {
        if ((writeError as NodeJS.ErrnoException).code !== 'EEXIST') throw writeError;
        key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
      }
    }
    if (key.length !== 32) throw new Error(`${file} does not hold a 256-bit key`);
    return key;
  };

  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', secret(), iv);
      const encrypted = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64'), cipher.getAuthTag().toString('base64'), encrypted.toString('base64')].join(':');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split(':');
      if (version !== VERSION || !iv || !tag || data === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', secret(), Buffer.from(iv, 'base64'));
        decipher.setAuthTag(Buffer.from(tag, 'base64'));
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
