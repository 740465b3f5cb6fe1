/** Image type by magic bytes: the content decides, never the file name. */
export function sniffImageType(b: Buffer): { mime: string; format: string } | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff)
    return { mime: 'image/jpeg', format: 'jpeg' };
  if (
    b.length >= 8 &&
    b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return { mime: 'image/png', format: 'png' };
  if (b.length >= 6 && /^GIF8[79]a$/.test(b.subarray(0, 6).toString('latin1')))
    return { mime: 'image/gif', format: 'gif' };
  if (
    b.length >= 12 &&
    b.subarray(0, 4).toString('latin1') === 'RIFF' &&
    b.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return { mime: 'image/webp', format: 'webp' };
  if (
    b.length >= 12 &&
    b.subarray(4, 8).toString('latin1') === 'ftyp' &&
    /^avi[fs]$/.test(b.subarray(8, 12).toString('latin1'))
  )
    return { mime: 'image/avif', format: 'heif' };
  return null;
}
