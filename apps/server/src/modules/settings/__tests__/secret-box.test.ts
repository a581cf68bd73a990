import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../../../test/test-app.js';
import { createSecretBox } from '../secret-box.js';

describe('createSecretBox', () => {
  it('seals so the text does not show and opens it again, also in a new process on the same data dir', () => {
    const dir = makeTempDir();
    const sealed = createSecretBox(dir).seal('sk-secret-value');
    expect(sealed).not.toContain('sk-secret-value');
    expect(sealed).not.toBe(createSecretBox(dir).seal('sk-secret-value'));
    expect(createSecretBox(dir).open(sealed)).toBe('sk-secret-value');
    expect(fs.statSync(path.join(dir, 'settings-secret.key')).mode & 0o777).toBe(0o600);
  });

  it('answers null for text sealed with another secret or damaged', () => {
    const sealed = createSecretBox(makeTempDir()).seal('sk-secret-value');
    expect(createSecretBox(makeTempDir()).open(sealed)).toBeNull();
    const box = createSecretBox(makeTempDir());
    const parts = box.seal('x').split(':');
    expect(box.open([parts[0], parts[1], parts[2], 'AAAA'].join(':'))).toBeNull();
    expect(box.open('not sealed')).toBeNull();
  });
});
