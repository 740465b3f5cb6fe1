import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { LocalStorage } from './local-storage.ts';

let root: string;
let storage: LocalStorage;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'tack-storage-'));
  storage = new LocalStorage(root);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const key = `236x/ab/cd/${'abcd'.repeat(8)}.jpg`;
const list = async () => {
  const keys: string[] = [];
  for await (const o of storage.list()) keys.push(o.key);
  return keys.sort();
};

it('lists what it stored and the temp files of interrupted writes, nothing else', async () => {
  expect(await list()).toEqual([]);
  await storage.put(key, Buffer.from('jpeg'));
  const temp = `orig/ab/cd/${'abcd'.repeat(8)}.0123456789ab.tmp`;
  fs.mkdirSync(path.join(root, 'orig/ab/cd'), { recursive: true });
  fs.writeFileSync(path.join(root, temp), 'half');
  fs.writeFileSync(path.join(root, 'README'), 'not ours');
  expect(await list()).toEqual([key, temp]);
  await storage.delete(temp);
  expect(await list()).toEqual([key]);
  expect(fs.readFileSync(path.join(root, key), 'utf8')).toBe('jpeg');
});

it('refuses keys outside its layout, and serves no temp file', async () => {
  await expect(storage.delete('../../etc/passwd')).rejects.toThrow(/invalid media key/);
  await expect(storage.put(`${key}.0123456789ab.tmp`, Buffer.from('x'))).rejects.toThrow(
    /invalid media key/,
  );
  expect(await storage.get(`${key}.0123456789ab.tmp`)).toBeNull();
});
