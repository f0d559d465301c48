import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// Tests run from the repository root (vitest.config.ts).
const root = process.cwd();

describe('message catalogues', () => {
  it('translator: en-US.json and the compiled en-XA pseudo-locale match the messages in the code', () => {
    const result = spawnSync(process.execPath, ['scripts/i18n.mjs', '--check'], { cwd: root, encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});
