import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { useState } from 'react';
import type { PasskeyAddedDto } from '@/api/generated';
import {
  useAuthenticationOptionsMutation,
  useRegisterPasskeyMutation,
  useRegistrationOptionsMutation,
  useVerifyPasskeyMutation,
} from '@/api/generated';

/**
 * The browser's half of a passkey: ask the server for options (a fresh challenge), let the
 * browser and authenticator answer (@simplewebauthn/browser), send the answer back. `busy` is
 * true from the click until the server has answered.
 */
export const usePasskeys = () => {
  const [registrationOptions] = useRegistrationOptionsMutation();
  const [register] = useRegisterPasskeyMutation();
  const [authenticationOptions] = useAuthenticationOptionsMutation();
  const [verify] = useVerifyPasskeyMutation();
  const [busy, setBusy] = useState(false);

  const track = async <T>(work: () => Promise<T>): Promise<T> => {
    setBusy(true);
    try {
      return await work();
    } finally {
      setBusy(false);
    }
  };

  const addPasskey = (name: string): Promise<PasskeyAddedDto> =>
    track(async () => {
      const { options } = await registrationOptions().unwrap();
      const response = await startRegistration({
        optionsJSON: options as PublicKeyCredentialCreationOptionsJSON,
      });
      return register({
        registerPasskeyDto: { name, response: response as unknown as Record<string, unknown> },
      }).unwrap();
    });

  const signInWithPasskey = () =>
    track(async () => {
      const { options } = await authenticationOptions().unwrap();
      const response = await startAuthentication({
        optionsJSON: options as PublicKeyCredentialRequestOptionsJSON,
      });
      return verify({
        verifyPasskeyDto: { response: response as unknown as Record<string, unknown> },
      }).unwrap();
    });

  return { addPasskey, signInWithPasskey, busy };
};
