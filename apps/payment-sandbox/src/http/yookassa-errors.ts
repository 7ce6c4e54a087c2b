/** YooKassa's error body: `{type:'error', id, code, description, parameter?}` with the HTTP status beside it. */
export class YooKassaError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly description: string,
    readonly parameter?: string,
  ) {
    super(description);
  }
}

/** A 400 invalid_request naming the bad parameter. */
export const invalid = (description: string, parameter?: string) => new YooKassaError(400, 'invalid_request', description, parameter);
