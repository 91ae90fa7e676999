import { serverMessageOr } from '@/api/baseQuery';

/**
 * What to tell the admin when the browser's passkey step or the server refused. The browser's
 * own errors (a closed prompt, a passkey already on this device) become plain sentences; the
 * server's messages are already written for people.
 */
export const passkeyFailureMessage = (error: unknown, fallback: string): string => {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'NotAllowedError' || name === 'AbortError') {
    return 'The passkey request was cancelled or timed out. Please try again.';
  }
  if (name === 'InvalidStateError') {
    return 'This device already holds one of your passkeys. Use another device or security key.';
  }
  if (name === 'NotSupportedError' || name === 'SecurityError') {
    return 'This browser cannot use passkeys here. Please try another browser or use a recovery code.';
  }
  if (error instanceof Error) return fallback;
  return serverMessageOr(error, fallback);
};
