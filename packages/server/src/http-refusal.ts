// A request refused with a stable code, thrown from deep inside a route (a session that
// may not be made, say): the error handler (http.ts) answers {code, message} with its status.

export class HttpRefusal extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
