/** Whether a URL's pin id can name a pin: 1 to 19 digits, as the server's ids are. */
export function isPinId(id: string): boolean {
  return /^\d{1,19}$/.test(id);
}
