import { useForm as useMantineForm, type UseFormInput, type UseFormReturnType } from '@mantine/form';
import { inputLimits } from './form';

/**
 * Mantine's `useForm`: text fields bound with `form.getInputProps(name)` take their `maxLength` from the
 * shared schema that `schemaValidator` checks, so a field never accepts more than the server keeps.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the constraint of Mantine's own useForm
export function useForm<Values extends Record<string, any>>(input: UseFormInput<Values>): UseFormReturnType<Values> {
  return useMantineForm<Values>({ enhanceGetInputProps: inputLimits(input.validate), ...input });
}
