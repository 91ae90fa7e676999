/** Where an admin confirms it is them after the magic link (a passkey or a recovery code). */
export const SECOND_FACTOR_PATH = '/second-factor';
/** Where an admin adds their first passkey (when the deployment requires one). */
export const ENROL_PATH = '/second-factor/enrol';
