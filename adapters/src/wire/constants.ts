/**
 * Limits of the wire both ends share (issue 17): the client's path builder refuses what the server would refuse, so
 * a request that cannot be answered is never sent.
 */

/**
 * Spec leaves ids open; chosen: 128 characters. The longest id the demo and the server make is 30 (e.g.
 * `sit-bto-new-0001`), a UUID is 36; a longer path segment is no id of ours.
 */
export const PATH_SEGMENT_MAX_LENGTH_CHARS = 128

/** chosen: the issue key of a path parameter that is no plain identifier (its source: the parameter's name). */
export const INVALID_PATH_PARAMETER_KEY = 'invalid_path_parameter'
