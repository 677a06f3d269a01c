/** Behaviour of the in-memory backend that the spec leaves open (all chosen; the demo scenarios document them). */

/** A bank search answers at most this many banks (a name such as "Sparkasse" matches hundreds). */
export const BANK_SEARCH_RESULT_LIMIT = 50

/** The busy value of state.status while an account's first sync runs (the spec names only IDLE). */
export const ACCOUNT_STATUS_SYNCING = 'SYNCING'

/**
 * An account added through a login, reconnected, or given new online banking data stays busy for this many reads of
 * the account list; the read after them sees it IDLE (so the UI's 3 s polling runs a few rounds, then stops).
 */
export const BUSY_LIST_READS = 2

/** New records get ids with these prefixes and a running number. */
export const NEW_ACCOUNT_ID_PREFIX = 'fa-new-'
export const NEW_CONTACT_ID_PREFIX = 'fc-new-'

/** The merchant id of the payment-service stand-in when the seed names none. */
export const DEFAULT_PAYPAL_MERCHANT_ID = 'MEMORY-MERCHANT'

/**
 * The version of the stored demo state (store/snapshot.ts). Raise it whenever the stored shape changes: a state of
 * another version is dropped for the seed, never read as if it were this one.
 */
export const MEMORY_SNAPSHOT_VERSION = 8

/**
 * The demo's IndexedDB database (store/idb-store.ts): its object stores' version, raised with each new step of its
 * SCHEMA_STEPS. The format of what it holds (store/store-parts.ts) is 1 plus the entries of
 * MEMORY_STORE_MIGRATIONS (store/store-migrations.ts). A store of a later format (a newer Kontor) is set aside, never read as this one.
 */
export const MEMORY_IDB_VERSION = 2

/**
 * Records put as one IndexedDB value when a write adds many of a part at once (an import, the seed's first write).
 * Measured in Chromium on the 2-core machine: 37,000 puts of one record each take 8-12 s, the same records in values of
 * 100 take 0.44 s; the browser's cost is per put, not per byte. A change to one of them rewrites its chunk (a clone of
 * 250 records, about 5 ms).
 */
export const MEMORY_IDB_CHUNK_RECORDS = 250
/** New records of a part in one write from which they are put in chunks; fewer go one by one, as before. */
export const MEMORY_IDB_CHUNK_FROM = 100

/** Records read from IndexedDB per request: a batch is a short task of the page, 100,000 records take ten. */
export const MEMORY_IDB_RECORDS_READ_BATCH = 10_000
/** Records put per task of a write (in chunks or one by one): cloning 2,000 transactions takes a few ms; 40,000 would not. */
export const MEMORY_IDB_WRITE_BATCH = 2_000
/**
 * Stored records checked per task when they are read back: about 7 µs each in node, 20 µs in Chromium on the 2-core
 * machine (a slice of 5,000 took 110 ms there, beside the batch's IndexedDB read in the same task).
 */
export const MEMORY_STORE_CHECK_SLICE = 2_000
/** Transactions whose derived values are built per step when they are built ahead after a reload (deriveAhead). */
export const MEMORY_DERIVE_SLICE = 20_000

/**
 * The transaction lists and summaries kept for the first screen after a reload (transactions/transaction-head.ts): the
 * last this many list queries (the transactions page reads one list and prefetches the tabs beside it) and summary
 * dates.
 */
export const TRANSACTION_HEAD_LISTS = 8
export const TRANSACTION_HEAD_SUMMARIES = 2
/**
 * An operation that adds this many transactions or more (a large import's end) leaves its proposals' refresh to a run
 * in steps between the calls (proposals/proposal-matching.ts refreshProposalsAhead): matching 40,000 rows takes about
 * 200 ms.
 */
export const PROPOSALS_AHEAD_FROM = 1_000
/** Transactions whose candidates are found per step of that run. */
export const PROPOSALS_MATCH_SLICE = 5_000

/** A list page larger than this is not kept for the first screen (the UI reads pages of 25). */
export const TRANSACTION_HEAD_MAX_PAGE_SIZE = 100

// --- bank transfers (transfers/; the demo's values are in fixtures/src/demo-transfers.ts)

export const NEW_BANK_TRANSFER_ID_PREFIX = 'bt-new-'
export const NEW_ORDER_ID_PREFIX = 'bto-new-'
export const NEW_CHANGE_REQUEST_ID_PREFIX = 'cr-new-'
export const NEW_SCA_TOKEN_PREFIX = 'sca-'

/** A transfer list page holds 50 (hub-and-business-account 2.5); a larger pageSize is cut to it. */
export const TRANSFER_PAGE_SIZE_DEFAULT = 50
export const TRANSFER_PAGE_SIZE_MAX = 50

/** Chosen: an instant order answers PENDING for this many status reads, then its final status. */
export const INSTANT_STATUS_PENDING_READS = 2
/** Chosen: a push-TAN change request answers PENDING for this many status reads, then CONFIRMED or DECLINED. */
export const PUSH_TAN_PENDING_READS = 2
/** Chosen: the Retry-After of the demo's rate-limited recipient. */
export const RATE_LIMIT_RETRY_AFTER_SECONDS = 30

/** The status of an executed transfer in the executed list (chosen; the lists read any string). */
export const EXECUTED_STATUS = 'EXECUTED'

/** The requested actions the SCA context names (chosen; sent back on the retry). */
export const SCA_REQUESTED_ACTION_EXECUTE = 'EXECUTE_BANK_TRANSFER_ORDER'
export const SCA_REQUESTED_ACTION_DELETE = 'DELETE_BANK_TRANSFER'

/** The two TAN media of the medium choice. */
export const SECURITY_FUNCTIONS = [
  { securityId: '921', name: 'pushTAN-App' },
  { securityId: '942', name: 'SMS-TAN' },
] as const

/** The device a push-TAN goes to. */
export const DEMO_MOBILE_DEVICE_NAME = 'iPhone von Anna Müller'

/** Where the bank's redirect page sends the user back (hub-and-business-account 2.1). */
export const TRANSFER_REDIRECT_PATH = '/hub/redirect/transfer'

// --- CSV import (csv-import/)

export const NEW_CSV_FILE_ID_PREFIX = 'csv-file-'
export const NEW_CSV_IMPORT_ID_PREFIX = 'csv-import-'
export const NEW_CSV_TRANSACTION_ID_PREFIX = 'tx-csv-'
/**
 * Chosen: an import answers ONGOING for this many status reads (the UI polls every 1200 ms), its processed rows
 * growing with each, and ends on the read after them, writing its transactions then.
 */
export const CSV_IMPORT_ONGOING_READS = 3
/**
 * Chosen demo triggers, by the uploaded file's name (case-insensitive): a preview of a file whose name holds the first
 * answers 402 (the contract's import quota is used up: the dialog closes); an import of one whose name holds the
 * second fails halfway and writes nothing.
 */
export const CSV_PREVIEW_PAYMENT_REQUIRED_FILE_NAME_MARK = 'kontingent-erschoepft'
export const CSV_IMPORT_FAILING_FILE_NAME_MARK = 'importfehler'
/** Chosen demo trigger: a file holding the EICAR test string is answered as a virus found. */
export const CSV_UPLOAD_VIRUS_TEST_SIGNATURE = 'EICAR-STANDARD-ANTIVIRUS-TEST-FILE'

// --- proposals and approvals (proposals/)

export const NEW_PROPOSAL_ID_PREFIX = 'proposal-'
/** Chosen: an approval job runs this long on the db's clock before it books its proposals ("a few seconds"). */
export const APPROVAL_JOB_DURATION_MS = 3_000
/**
 * Chosen: the list's limitTransactionsWithProposalsToAccept, and the most proposals one approval books. The demo has
 * more proposals than this, so the limit dialog can be reached.
 */
export const PROPOSAL_APPROVAL_LIMIT_COUNT = 10
/** Chosen: the largest page the proposal list answers. */
export const PROPOSALS_MAX_PAGE_SIZE = 1_000
/** Chosen: the account types of the business account, whose new transactions raise a notification. */
export const BUSINESS_ACCOUNT_TYPES = ['LEXBANK', 'LEXBANK_SUB_ACCOUNT'] as const

// --- the hub (hub/hub.ts; spec hub-and-business-account 4.3)

/** Chosen: the demo's user confirms a device link push this long after it was sent (the UI polls every 2 s). */
export const DEVICE_LINK_CONFIRM_DELAY_MS = 6_000
/** Chosen: the demo's user confirms a started MFA activation this long after it began. */
export const MFA_ACTIVATION_CONFIRM_DELAY_MS = 6_000
/** The privilege without which the account state is empty (spec 6). */
export const LEXBANK_READ_PRIVILEGE = 'FINANCE_LEXBANK_READ'

// --- the business account onboarding (onboarding/; the README's scenario table lists these rules)

/** One step of the onboarding process (ON_BOARDING_STARTED → … → FINANCE_ACCOUNT_CREATION_COMPLETED) every 2 s (chosen). */
export const ONBOARDING_STEP_DELAY_MS = 2_000
/** An identification whose mobile number ends in 7 stays 'pending' this long, then is 'successful' (chosen). */
export const IDENTIFICATION_REVIEW_DELAY_MS = 5_000
/** The identification outcome by the decisive mobile number's last digit (chosen); any other digit: 'successful'. */
export const IDENTIFICATION_OUTCOME_BY_LAST_DIGIT: Readonly<Record<string, 'pending' | 'pending_successful' | 'failed'>> = {
  '7': 'pending',
  '8': 'pending_successful',
  '9': 'failed',
}
/** The video identification embed of demo and server mode: a static page of the UI (ui/public/ident). */
export const IDENTIFICATION_EMBED_PATH = '/ident/video.html'
export const NEW_PERSON_ID_PREFIX = 'person-'
export const NEW_BUSINESS_ID_PREFIX = 'business-'
export const NEW_IDENTIFICATION_ID_PREFIX = 'ident-'
export const NEW_BANK_ACCOUNT_ID_PREFIX = 'lb-account-'
export const NEW_LEXBANK_BUSINESS_ID_PREFIX = 'lb-business-'
export const NEW_CARD_ID_PREFIX = 'card-'
export const NEW_LEXBANK_FINANCIAL_ACCOUNT_ID_PREFIX = 'fa-lexbank-'
/** The partner bank's details of a new business account (the demo's Solaris main account's bank). */
export const PARTNER_BANK = { bankCode: '11010100', bic: 'SOBKDEBBXXX', bankName: 'Solaris' } as const
/** What a new business account offers: transfers of every kind by the bank's webhook, as the demo's main account. */
export const NEW_BUSINESS_ACCOUNT_ACTIONS = ['TRANSFER_MONEY_WEBHOOK', 'COMBINED_TRANSFER_MONEY_WEBHOOK', 'SCHEDULE_MONEY_TRANSFER_WEBHOOK', 'EDIT'] as const
/** The name a new business account gets in the account list. */
export const NEW_BUSINESS_ACCOUNT_NAME = 'Geschäftskonto'
/** chosen: a person without an account of their own or of a business they represent. */
export const ONBOARDING_NOT_STARTED_STATUS = 'NOT_STARTED'
/** The status of an ordered card (chosen). */
export const CARD_ORDERED_STATUS = 'ORDERED'
