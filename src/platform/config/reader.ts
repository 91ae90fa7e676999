/** Reads environment variables into typed values, collecting a message for each bad one. */

export type Env = Record<string, string | undefined>;

export class Reader {
  readonly problems: string[] = [];
  constructor(private readonly env: Env) {}

  string(name: string): string | null {
    const value = this.env[name]?.trim();
    return value ? value : null;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const value = this.string(name);
    if (value === null) return fallback;
    if ((allowed as readonly string[]).includes(value)) return value as T;
    this.problems.push(`${name} must be one of ${allowed.join(', ')} (got "${value}")`);
    return fallback;
  }

  /** A comma-separated list, each item one of `allowed`. */
  list<T extends string>(name: string, allowed: readonly T[], fallback: T[]): T[] {
    const value = this.string(name);
    if (value === null) return fallback;
    const items = value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    const unknown = items.filter((item) => !(allowed as readonly string[]).includes(item));
    if (unknown.length > 0 || items.length === 0) {
      this.problems.push(`${name} must list some of ${allowed.join(', ')} (got "${value}")`);
      return fallback;
    }
    return [...new Set(items)] as T[];
  }

  boolean(name: string, fallback: boolean): boolean {
    const value = this.string(name);
    if (value === null) return fallback;
    if (/^(true|1|yes)$/i.test(value)) return true;
    if (/^(false|0|no)$/i.test(value)) return false;
    this.problems.push(`${name} must be true or false (got "${value}")`);
    return fallback;
  }

  integer(name: string, fallback: number, min: number, max: number): number {
    const value = this.string(name);
    if (value === null) return fallback;
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
      this.problems.push(`${name} must be a whole number from ${min} to ${max} (got "${value}")`);
      return fallback;
    }
    return parsed;
  }

  number(name: string, fallback: number, min: number, max: number): number {
    const value = this.string(name);
    if (value === null) return fallback;
    const parsed = Number(value);
    if (!Number.isFinite(parsed) || parsed < min || parsed > max) {
      this.problems.push(`${name} must be a number from ${min} to ${max} (got "${value}")`);
      return fallback;
    }
    return parsed;
  }

  url(name: string, protocols: string[]): string | null {
    const value = this.string(name);
    if (value === null) return null;
    try {
      const parsed = new URL(value);
      if (!protocols.includes(parsed.protocol)) throw new Error('protocol');
      return value.replace(/\/$/, '');
    } catch {
      this.problems.push(
        `${name} must be a ${protocols.join(' or ')} URL (got "${redact(value)}")`,
      );
      return null;
    }
  }

  email<F extends string | null>(name: string, fallback: F): string | F {
    const value = this.string(name);
    if (value === null) return fallback;
    if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return value;
    this.problems.push(`${name} must be an e-mail address (got "${value}")`);
    return fallback;
  }

  emailList(name: string): string[] {
    const value = this.string(name);
    if (value === null) return [];
    const emails = value
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean);
    for (const email of emails) {
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
        this.problems.push(`${name} holds "${email}", which is not an e-mail address`);
      }
    }
    return emails;
  }
}

/** Hides the password part of a URL so a bad value can be quoted in an error without leaking it. */
function redact(value: string): string {
  return value.replace(/\/\/([^:/@]+):([^@]+)@/, '//$1:***@');
}
