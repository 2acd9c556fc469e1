import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('imports once for every caller, and keeps what arrived', async () => {
    const importer = vi.fn(async () => 'the module');
    const code = loadOnce(importer);
    expect(code.loaded()).toBeUndefined();
    expect(await Promise.all([code.load(), code.load()])).toEqual(['the module', 'the module']);
    expect(await code.load()).toBe('the module');
    expect(importer).toHaveBeenCalledTimes(1);
    expect(code.loaded()).toBe('the module');
  });

  it('tries again after a failed import', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('the module');
    const code = loadOnce<string>(importer);
    await expect(code.load()).rejects.toThrow('offline');
    expect(code.loaded()).toBeUndefined();
    expect(await code.load()).toBe('the module');
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
