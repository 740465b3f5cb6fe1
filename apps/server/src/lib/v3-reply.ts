/** `/v3/...` calls answer in the same envelope as resource calls. */
export const ok = <T>(data: T) => ({ resource_response: { data, error: null } });
