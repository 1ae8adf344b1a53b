/** A mistake in a script's command line or input file: told in one line, without a stack. */
export class UsageError extends Error {}
