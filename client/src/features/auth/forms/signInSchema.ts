import type { FormRule } from 'antd';
import type { SignInDto } from '@/api/generated';
import { isEmailAddress } from '@/shared/validation/email';

/** The sign-in form (/sign-in): one e-mail field; the button waits for a valid address. */
export type SignInValues = { email: string };

export const signInMessages = { email: 'Please enter a valid email address' } as const;

export const signInRules: Record<keyof SignInValues, FormRule[]> = {
  email: [
    {
      validator: (_, value: unknown) =>
        isEmailAddress(value) ? Promise.resolve() : Promise.reject(new Error(signInMessages.email)),
    },
  ],
};

export const isSignInReady = (values: Partial<SignInValues>): boolean =>
  isEmailAddress(values.email);

export const toSignInDto = (email: string, preventEmail: boolean): SignInDto => ({
  destination: email.trim(),
  ...(preventEmail ? { preventEmail: true } : {}),
});
