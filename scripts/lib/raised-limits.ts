/**
 * The load tests' servers (\`load.ts\`, \`load-versus.ts\`): every bot connects from this machine, to
 * the server one address creating hundreds of matches and playing thousands of moves a second.
 * The per-address limits are raised out of reach rather than switched off, so what they cost is
 * part of what is measured.
 */
export const RAISED_LIMITS: Record<string, string> = {
  LIMIT_CREATES_PER_MINUTE: '1000000',
  LIMIT_JOINS_PER_MINUTE: '1000000',
  LIMIT_MOVES_PER_SECOND: '1000000',
  LIMIT_CHATS_PER_MINUTE: '1000000',
  LIMIT_RECORDS_PER_MINUTE: '1000000',
  LIMIT_TURNS_PER_MINUTE: '1000000',
  LIMIT_LISTS_PER_MINUTE: '1000000',
  LIMIT_OPEN_MATCHES: '1000000',
  LIMIT_COMPUTER_MATCHES: '1000000',
  LIMIT_SOCKETS_AT_ONCE: '1000000',
  LIMIT_CONNECTIONS_AT_ONCE: '1000000',
  LIMIT_CONNECTIONS_PER_MINUTE: '1000000',
  LIMIT_PACKETS_PER_SECOND: '1000000',
};
