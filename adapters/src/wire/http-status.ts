/**
 * The HTTP statuses the memory db, the reference server and the HTTP client answer or send with, each once. The spec
 * shows none but 408; the others are chosen, as each comment says.
 */

/** Chosen: a success with a body is 200, creates included (the spec shows no 201); a delete answers 204 without one. */
export const HTTP_NO_CONTENT = 204

/**
 * Chosen: 400 for a request the service refuses as it is (a missing PIN included, and a request the HTTP client
 * refuses before it leaves), 404 for an unknown id, 409 for a request that clashes with the stored state (a stale
 * lockVersion, a login or account that exists already, an account that cannot be added).
 */
export const HTTP_BAD_REQUEST = 400
export const HTTP_FORBIDDEN = 403
export const HTTP_NOT_FOUND = 404
export const HTTP_REQUEST_TIMEOUT = 408
export const HTTP_CONFLICT = 409

/** Chosen: a known path called with another method answers 405 and names the methods it has (Allow). */
export const HTTP_METHOD_NOT_ALLOWED = 405

/**
 * Chosen statuses of the bank transfer service: 428 for an SCA-required issue (its scaContext says how to
 * authenticate; not 403, which the client reads as "no access"), 406 for a wrong TAN (the spec's status of a transfer
 * deletion with invalid_tan, used for an execution too), 429 for RATE_LIMIT_EXCEEDED with Retry-After.
 */
export const HTTP_NOT_ACCEPTABLE = 406
export const HTTP_SCA_REQUIRED = 428
export const HTTP_TOO_MANY_REQUESTS = 429

/** Chosen: a body or a CSV file over its limit is 413 (Payload Too Large); every other refused upload is 400. */
export const HTTP_PAYLOAD_TOO_LARGE = 413
export const HTTP_UNSUPPORTED_MEDIA_TYPE = 415
/** A request line or headers longer than Node's limit (16 KiB by default). */
export const HTTP_REQUEST_HEADER_FIELDS_TOO_LARGE = 431
export const HTTP_INTERNAL_SERVER_ERROR = 500
