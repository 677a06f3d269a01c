/** Limits and defaults of the reference server (issue 17: bounded input, no cross-site writes). */
import { CSV_FILE_MAX_SIZE_BYTES } from '@kontor/core'

/**
 * Spec leaves request sizes open; chosen: 256 KiB for a JSON body. The largest body a form sends (a transfer batch,
 * an account with its login) is a few KiB; every text field has its own limit far below (core's constants).
 */
export const REQUEST_BODY_MAX_BYTES = 256 * 1024

/**
 * The CSV upload carries the file's bytes as they are: the file's limit and room, so that a file a little over it is
 * refused by the file rule with its own message (uploadFileTooBig) rather than as a body too large.
 */
export const CSV_UPLOAD_BODY_MAX_BYTES = CSV_FILE_MAX_SIZE_BYTES + 64 * 1024

/** The hosts of the loopback interface, whose origins the server accepts by default (it listens there only). */
export const LOOPBACK_HOSTNAMES: ReadonlyArray<string> = ['127.0.0.1', 'localhost', '[::1]']

/** Separates the origins in KONTOR_ALLOWED_ORIGINS. */
export const ALLOWED_ORIGINS_SEPARATOR = ','
