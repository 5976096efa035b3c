import { Group, Select, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { onlyDigits, PHONE_CODES } from './contact-fields';

interface PhoneFieldProps {
  /** Input props of the calling-code field. */
  code: GetInputPropsReturnType;
  /** Input props of the number field. */
  number: GetInputPropsReturnType;
  onNumberChange(digits: string): void;
  /** Whether the number must be given (true unless said otherwise). */
  required?: boolean;
}

/** Calling code (Colombia by default) and the number, digits only. */
export function PhoneField({ code, number, onNumberChange, required = true }: PhoneFieldProps) {
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <Select label="Indicativo" data={PHONE_CODES} allowDeselect={false} w={170} {...code} />
      <TextInput label="Teléfono" withAsterisk={required} inputMode="tel" autoComplete="tel-national" style={{ flex: 1 }}
        {...number} onChange={(e) => onNumberChange(onlyDigits(e.currentTarget.value))} />
    </Group>
  );
}
