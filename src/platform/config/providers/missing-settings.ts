/**
 * The variables a provider's real adapter still needs: when `selector` is set, one line for each
 * `required` field left empty, naming its variable.
 */
export function missingSettings<T extends object>(
  settings: T,
  variables: Record<keyof T, string>,
  selector: keyof T,
  required: (keyof T)[],
): string[] {
  if (!settings[selector]) return [];
  return required
    .filter((field) => !settings[field])
    .map((field) => `${variables[field]} is required when ${variables[selector]} is set`);
}
